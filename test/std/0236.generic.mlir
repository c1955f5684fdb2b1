#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (index, i16), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{llvm.zeroext}], function_type = (i16) -> (index, i16, i16), res_attrs = [{}, {llvm.noundef, test.tag = "x"}, {}], sym_name = "helper8", sym_visibility = "private"}> ({
    ^bb0(%arg6: i16):
      %44 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xi16>
      %45 = "arith.constant"() <{value = 0 : index}> : () -> index
      %46 = "memref.dim"(%44, %45) : (memref<1x4xi16>, index) -> index
      %47 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %48 = "arith.minimumf"(%47, %47) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
      %49 = "scf.while"(%arg6) ({
      ^bb0(%arg8: i16):
        %52 = "arith.cmpi"(%45, %45) <{predicate = 3 : i64}> : (index, index) -> i1
        "scf.condition"(%52, %arg6) : (i1, i16) -> ()
      }, {
      ^bb0(%arg7: i16):
        "scf.yield"(%arg6) : (i16) -> ()
      }) : (i16) -> i16
      %50 = "arith.constant"() <{value = 1 : index}> : () -> index
      %51 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
      "func.return"(%50, %51, %arg6) : (index, i16, i16) -> ()
    }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {}], function_type = (f32, tensor<1x4xi8>) -> (index, tensor<1xi16>), sym_name = "fn.0"}> ({
  ^bb0(%arg0: f32, %arg1: tensor<1x4xi8>):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "scf.while"(%0) ({
    ^bb0(%arg3: i32):
      %36 = "arith.constant"() <{value = dense<5.000000e-01> : vector<1x4xf64>}> : () -> vector<1x4xf64>
      %37 = "arith.constant"() <{value = dense<[[1.000000e+00, 1.500000e-01, 4.000000e+02, -2.500000e-01]]> : vector<1x4xf64>}> : () -> vector<1x4xf64>
      %38 = "arith.cmpf"(%36, %37) <{fastmath = #arith.fastmath<reassoc,contract>, predicate = 11 : i64}> : (vector<1x4xf64>, vector<1x4xf64>) -> vector<1x4xi1>
      %39 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xi32>
      %40 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
      "linalg.generic"(%39, %40) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg4: i32, %arg5: i32):
        %43 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "linalg.yield"(%43) : (i32) -> ()
      }) : (memref<1x4xi32>, memref<1xi32>) -> ()
      %41 = "arith.constant"() <{value = -2 : index}> : () -> index
      %42 = "arith.cmpi"(%41, %41) <{predicate = 9 : i64}> : (index, index) -> i1
      "scf.condition"(%42, %arg3) : (i1, i32) -> ()
    }, {
    ^bb0(%arg2: i32):
      %23 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<1x4xf32>}> : () -> vector<1x4xf32>
      %24 = "arith.constant"() <{value = dense<3.000000e+00> : vector<1x4xf32>}> : () -> vector<1x4xf32>
      %25 = "math.fma"(%23, %24, %24) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<1x4xf32>, vector<1x4xf32>, vector<1x4xf32>) -> vector<1x4xf32>
      %26 = "arith.constant"() <{value = 0 : index}> : () -> index
      %27 = "arith.constant"() <{value = 2 : index}> : () -> index
      %28 = "tensor.extract"(%arg1, %26, %27) : (tensor<1x4xi8>, index, index) -> i8
      %29 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xf16>
      %30 = "arith.constant"() <{value = 0 : index}> : () -> index
      %31 = "arith.constant"() <{value = 2 : index}> : () -> index
      %32 = "memref.load"(%29, %30, %31) : (memref<1x4xf16>, index, index) -> f16
      %33 = "arith.constant"() <{value = 7 : index}> : () -> index
      %34 = "tensor.empty"(%33) : (index) -> tensor<1x?xi16>
      %35 = "arith.bitcast"(%34) : (tensor<1x?xi16>) -> tensor<1x?xf16>
      "scf.yield"(%0) : (i32) -> ()
    }) : (i32) -> i32
    %2:2 = "func.call"() <{callee = @ext0}> : () -> (index, i16)
    %3 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    %4 = "math.cosh"(%3) <{fastmath = #arith.fastmath<arcp>}> : (f64) -> f64
    %5 = "arith.cmpi"(%2#0, %2#0) <{predicate = 5 : i64}> : (index, index) -> i1
    %6 = "arith.select"(%5, %2#0, %2#0) : (i1, index, index) -> index
    %7:2 = "func.call"(%arg0, %arg1) <{callee = @fn.0}> : (f32, tensor<1x4xi8>) -> (index, tensor<1xi16>)
    %8 = "arith.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %9 = "tensor.expand_shape"(%8) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 1>}> : (tensor<1xi32>) -> tensor<1x1xi32>
    %10 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %11 = "math.exp"(%10) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %12 = "arith.constant"() <{value = dense<1.000000e+00> : vector<1x4xf32>}> : () -> vector<1x4xf32>
    %13 = "arith.constant"() <{value = dense<[[1, 1, 127, 1]]> : vector<1x4xi8>}> : () -> vector<1x4xi8>
    %14 = "math.fpowi"(%12, %13) <{fastmath = #arith.fastmath<none>}> : (vector<1x4xf32>, vector<1x4xi8>) -> vector<1x4xf32>
    %15 = "arith.minimumf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %16 = "arith.constant"() <{value = dense<-1> : vector<8x3xindex>}> : () -> vector<8x3xindex>
    %17 = "arith.ceildivsi"(%16, %16) : (vector<8x3xindex>, vector<8x3xindex>) -> vector<8x3xindex>
    %18 = "arith.constant"() <{value = dense<[[0, 4611686018427387903, 30, -1]]> : tensor<1x4xi64>}> : () -> tensor<1x4xi64>
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "tensor.extract_slice"(%18, %19) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 1>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: 1, 2>}> : (tensor<1x4xi64>, index) -> tensor<1x2xi64>
    %21 = "arith.constant"() <{value = -20 : i8}> : () -> i8
    %22 = "arith.minui"(%21, %21) : (i8, i8) -> i8
    "func.return"(%6, %7#1) : (index, tensor<1xi16>) -> ()
  }) {ref = @inner::@helper8} : () -> ()
}) : () -> ()

