#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (tensor<4x4xf64>) -> vector<3xf64>, sym_name = "helper9"}> ({
    ^bb0(%arg13: tensor<4x4xf64>):
      %42 = "arith.constant"() <{value = 0 : index}> : () -> index
      %43 = "arith.constant"() <{value = 4 : index}> : () -> index
      %44 = "arith.constant"() <{value = 2 : index}> : () -> index
      "scf.parallel"(%42, %43, %44) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg14: index):
        %46 = "arith.constant"() <{value = -1 : i32}> : () -> i32
        %47 = "arith.constant"() <{value = -1 : i32}> : () -> i32
        %48 = "arith.divsi"(%46, %47) : (i32, i32) -> i32
        %49 = "arith.constant"() <{value = dense<[[1], [-1], [1]]> : vector<3x1xi16>}> : () -> vector<3x1xi16>
        %50:2 = "arith.addui_extended"(%49, %49) : (vector<3x1xi16>, vector<3x1xi16>) -> (vector<3x1xi16>, vector<3x1xi1>)
        "scf.reduce"() : () -> ()
      }) : (index, index, index) -> ()
      %45 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<3xf64>}> : () -> vector<3xf64>
      "func.return"(%45) : (vector<3xf64>) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {llvm.noundef, test.tag = "x"}], function_type = (memref<4x4xf32>, tensor<4x4xf64>, memref<3xf64>) -> tensor<3xf64>, res_attrs = [{test.foo = 1 : i32}], sym_name = "compute0"}> ({
  ^bb0(%arg6: memref<4x4xf32>, %arg7: tensor<4x4xf64>, %arg8: memref<3xf64>):
    %21 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
    %22 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %23 = "math.powf"(%21, %22) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f64, f64) -> f64
    %24 = "arith.constant"() <{value = dense<34> : tensor<4x4xi8>}> : () -> tensor<4x4xi8>
    %25 = "tensor.empty"() : () -> tensor<4xi8>
    %26 = "linalg.reduce"(%24, %25) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg11: i8, %arg12: i8):
      %41 = "arith.addi"(%arg11, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      "linalg.yield"(%41) : (i8) -> ()
    }) : (tensor<4x4xi8>, tensor<4xi8>) -> tensor<4xi8>
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %27 = "tensor.empty"() : () -> tensor<4x4xbf16>
    %28 = "scf.forall"(%27) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg9: index, %arg10: tensor<4x4xbf16>):
      %39 = "tensor.extract_slice"(%24) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 3, 2>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xi8>) -> tensor<1x1xi8>
      %40 = "arith.constant"() <{value = dense<[[4.000000e+02, -2.500000e-01, 2.500000e+00, -7.500000e+00]]> : tensor<1x4xbf16>}> : () -> tensor<1x4xbf16>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%40, %arg10, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1x4xbf16>, tensor<4x4xbf16>, index) -> ()
      }) : () -> ()
    }) : (tensor<4x4xbf16>) -> tensor<4x4xbf16>
    %29 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    %30 = "arith.negf"(%29) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f32) -> f32
    %31 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%31, %30, %29)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
  ^bb2(%32: f32):  // 2 preds: ^bb1, ^bb1
    %33 = "arith.constant"() <{value = dense<76> : vector<4x4xi16>}> : () -> vector<4x4xi16>
    %34 = "arith.constant"() <{value = dense<[[-13, -17, 3, -1], [32767, -1, 0, 1], [1, -1, 32767, -1], [73, 0, 61, 1]]> : vector<4x4xi16>}> : () -> vector<4x4xi16>
    %35:2 = "arith.addui_extended"(%33, %34) : (vector<4x4xi16>, vector<4x4xi16>) -> (vector<4x4xi16>, vector<4x4xi1>)
    %36 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<1x3xf16>}> : () -> vector<1x3xf16>
    %37 = "arith.cmpf"(%36, %36) <{fastmath = #arith.fastmath<nnan,ninf,nsz>, predicate = 0 : i64}> : (vector<1x3xf16>, vector<1x3xf16>) -> vector<1x3xi1>
    %38 = "tensor.empty"() : () -> tensor<3xf64>
    "func.return"(%38) : (tensor<3xf64>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {llvm.noundef, test.tag = "x"}], function_type = (f64, tensor<3xf32>, f32, tensor<8xf32>) -> (tensor<4x?xf64>, f32, memref<3xf32>), res_attrs = [{}, {llvm.noundef}, {}], sym_name = "fn.1"}> ({
  ^bb0(%arg0: f64, %arg1: tensor<3xf32>, %arg2: f32, %arg3: tensor<8xf32>):
    %0 = "arith.constant"() <{value = dense<15> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
    %1 = "tensor.empty"() : () -> tensor<1xi32>
    %2 = "linalg.generic"(%0, %1) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      %20 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%20) : (i32) -> ()
    }) : (tensor<1x4xi32>, tensor<1xi32>) -> tensor<1xi32>
    %3 = "tensor.expand_shape"(%0) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 1, 4>}> : (tensor<1x4xi32>) -> tensor<1x1x4xi32>
    %4 = "arith.constant"() <{value = dense<79> : vector<3x4xi16>}> : () -> vector<3x4xi16>
    %5 = "arith.constant"() <{value = dense<[[0, 71, 32767, 32767], [11, 5, 0, -1], [-3, -1, 46, 1]]> : vector<3x4xi16>}> : () -> vector<3x4xi16>
    %6 = "arith.cmpi"(%4, %5) <{predicate = 1 : i64}> : (vector<3x4xi16>, vector<3x4xi16>) -> vector<3x4xi1>
    %7 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    %8 = "math.fma"(%arg0, %arg0, %7) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f64, f64, f64) -> f64
    %9 = "arith.constant"() <{value = dense<[[1.000000e+00, -7.500000e+00, 1.500000e-01, 1.000000e+00], [-7.500000e+00, 5.000000e-01, 1.000000e+00, -1.000000e+00], [4.000000e+02, 1.000000e+02, 1.000000e+02, -7.500000e+00], [5.000000e-01, 0.000000e+00, -2.500000e-01, 1.000000e+00]]> : vector<4x4xf64>}> : () -> vector<4x4xf64>
    %10 = "arith.negf"(%9) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<4x4xf64>) -> vector<4x4xf64>
    %11 = "arith.constant"() <{value = dense<1.000000e+00> : vector<8xf64>}> : () -> vector<8xf64>
    %12 = "arith.cmpf"(%11, %11) <{fastmath = #arith.fastmath<fast>, predicate = 2 : i64}> : (vector<8xf64>, vector<8xf64>) -> vector<8xi1>
    %13 = "arith.constant"() <{value = dense<[2.500000e+00, -7.500000e+00, 0.000000e+00, 1.500000e-01]> : vector<4xf64>}> : () -> vector<4xf64>
    %14 = "arith.constant"() <{value = dense<127> : vector<4xi8>}> : () -> vector<4xi8>
    %15 = "math.fpowi"(%13, %14) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<4xf64>, vector<4xi8>) -> vector<4xf64>
    %16 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%16) <{msg = ""}> : (i1) -> ()
    %17 = "arith.constant"() <{value = 3 : index}> : () -> index
    %18 = "tensor.empty"(%17) : (index) -> tensor<4x?xf64>
    %19 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xf32>
    "func.return"(%18, %arg2, %19) : (tensor<4x?xf64>, f32, memref<3xf32>) -> ()
  }) {ref = @inner::@helper9} : () -> ()
}) : () -> ()

