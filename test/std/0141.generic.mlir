#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, i8) -> (tensor<?x3xi32>, vector<1xi8>), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}], function_type = (tensor<1x3xi32>, i16) -> (tensor<2x?xi8>, f32), res_attrs = [{}, {llvm.noundef}], sym_name = "compute0"}> ({
  ^bb0(%arg10: tensor<1x3xi32>, %arg11: i16):
    %31 = "arith.constant"() <{value = dense<-2.500000e-01> : vector<8x4x2xf16>}> : () -> vector<8x4x2xf16>
    %32 = "math.copysign"(%31, %31) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<8x4x2xf16>, vector<8x4x2xf16>) -> vector<8x4x2xf16>
    %33 = "arith.constant"() <{value = dense<[[0.000000e+00, 1.000000e+00, -7.500000e+00]]> : vector<1x3xf32>}> : () -> vector<1x3xf32>
    %34 = "arith.cmpf"(%33, %33) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (vector<1x3xf32>, vector<1x3xf32>) -> vector<1x3xi1>
    %35 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %36 = "tensor.from_elements"(%35) : (i8) -> tensor<1xi8>
    %37 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %38 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %39 = "arith.constant"() <{value = 1 : index}> : () -> index
    "memref.store"(%38, %37, %39) : (i32, memref<4xi32>, index) -> ()
    %40 = "arith.constant"() <{value = dense<1.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>
    %41 = "math.fma"(%40, %40, %40) <{fastmath = #arith.fastmath<fast>}> : (vector<1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %42 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
    %43 = "arith.negf"(%42) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %44 = "scf.while"(%38) ({
    ^bb0(%arg13: i32):
      %48 = "arith.constant"() <{value = dense<32767> : vector<1xi16>}> : () -> vector<1xi16>
      %49:2 = "arith.addui_extended"(%48, %48) : (vector<1xi16>, vector<1xi16>) -> (vector<1xi16>, vector<1xi1>)
      %50 = "tensor.empty"() : () -> tensor<2x1xi16>
      %51 = "tensor.empty"() : () -> tensor<1x8xi16>
      %52 = "arith.constant"() <{value = dense<1> : tensor<2x8xi16>}> : () -> tensor<2x8xi16>
      %53 = "linalg.matmul"(%50, %51, %52) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg14: i16, %arg15: i16, %arg16: i16):
        %55 = "arith.muli"(%arg14, %arg15) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
        %56 = "arith.addi"(%arg16, %55) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
        "linalg.yield"(%56) : (i16) -> ()
      }) : (tensor<2x1xi16>, tensor<1x8xi16>, tensor<2x8xi16>) -> tensor<2x8xi16>
      %54 = "arith.constant"() <{value = true}> : () -> i1
      "scf.condition"(%54, %38) : (i1, i32) -> ()
    }, {
    ^bb0(%arg12: i32):
      "scf.yield"(%arg12) : (i32) -> ()
    }) : (i32) -> i32
    %45 = "arith.constant"() <{value = 8 : index}> : () -> index
    %46 = "tensor.empty"(%45) : (index) -> tensor<2x?xi8>
    %47 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "func.return"(%46, %47) : (tensor<2x?xi8>, f32) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {test.foo = 1 : i32}, {}], function_type = (i32, tensor<4xi32>, f32) -> tensor<3x3xi16>, sym_name = "kernel_1"}> ({
  ^bb0(%arg0: i32, %arg1: tensor<4xi32>, %arg2: f32):
    %0 = "arith.constant"() <{value = dense<1> : vector<1xi8>}> : () -> vector<1xi8>
    %1 = "math.ipowi"(%0, %0) : (vector<1xi8>, vector<1xi8>) -> vector<1xi8>
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "arith.cmpi"(%2, %3) <{predicate = 6 : i64}> : (i32, i32) -> i1
    "scf.if"(%4) ({
      %25 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<1x3xf64>}> : () -> vector<1x3xf64>
      %26 = "math.rsqrt"(%25) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<1x3xf64>) -> vector<1x3xf64>
      %27 = "tensor.empty"() : () -> tensor<1x3xi32>
      %28 = "arith.constant"() <{value = 0 : i16}> : () -> i16
      %29 = "func.constant"() <{value = @compute0}> : () -> ((tensor<1x3xi32>, i16) -> (tensor<2x?xi8>, f32))
      %30:2 = "func.call_indirect"(%29, %27, %28) : ((tensor<1x3xi32>, i16) -> (tensor<2x?xi8>, f32), tensor<1x3xi32>, i16) -> (tensor<2x?xi8>, f32)
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 5 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %9 = "scf.parallel"(%5, %6, %7, %8) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg5: index):
      %18 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
      %19 = "arith.constant"() <{value = 0 : index}> : () -> index
      %20 = "memref.view"(%18, %19) : (memref<2048xi8>, index) -> memref<4x8xf16>
      %21 = "arith.constant"() <{value = dense<[[1.000000e+00, -1.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
      %22 = "linalg.generic"(%21, %21) <{doc = "elementwise", indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg8: f32, %arg9: f32):
        %24 = "arith.addf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%24) : (f32) -> ()
      }) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      "scf.reduce"(%arg2) ({
      ^bb0(%arg6: f32, %arg7: f32):
        %23 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%23) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %10 = "arith.constant"() <{value = 2 : index}> : () -> index
    %11 = "arith.constant"() <{value = 8 : index}> : () -> index
    %12 = "arith.constant"() <{value = 2 : index}> : () -> index
    %13 = "scf.for"(%10, %11, %12, %2) ({
    ^bb0(%arg3: index, %arg4: i32):
      %15 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
      %16 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %17 = "math.fpowi"(%15, %16) <{fastmath = #arith.fastmath<fast>}> : (f64, i32) -> f64
      "scf.yield"(%arg4) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %14 = "arith.constant"() <{value = dense<[[32767, 0, 32767], [-3, 36, 0], [0, 17, 0]]> : tensor<3x3xi16>}> : () -> tensor<3x3xi16>
    "func.return"(%14) : (tensor<3x3xi16>) -> ()
  }) {test.kernel} : () -> ()
}) {test.module_note = "std"} : () -> ()

