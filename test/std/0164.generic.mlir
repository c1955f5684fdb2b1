#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<?x4xindex>, f32), res_attrs = [{}, {llvm.noundef, test.tag = "x"}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (tensor<3xindex>, tensor<4x4xindex>) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef, test.tag = "x"}, {test.foo = 1 : i32}], function_type = (vector<2x2xindex>, memref<3xf32>, f32, index) -> memref<?x4xindex>, sym_name = "fn.0", sym_visibility = "private"}> ({
  ^bb0(%arg6: vector<2x2xindex>, %arg7: memref<3xf32>, %arg8: f32, %arg9: index):
    %26 = "tensor.empty"() : () -> tensor<4x4xf32>
    %27 = "arith.constant"() <{value = 2 : index}> : () -> index
    %28 = "arith.constant"() <{value = 1 : index}> : () -> index
    %29 = "tensor.insert"(%arg8, %26, %27, %28) : (f32, tensor<4x4xf32>, index, index) -> tensor<4x4xf32>
    %30 = "arith.constant"() <{value = dense<0> : tensor<2x4xindex>}> : () -> tensor<2x4xindex>
    %31 = "arith.cmpi"(%30, %30) <{predicate = 3 : i64}> : (tensor<2x4xindex>, tensor<2x4xindex>) -> tensor<2x4xi1>
    %32 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf64>
    %33 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf64>
    "linalg.generic"(%32, %33) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f64, %arg16: f64):
      %52 = "arith.addf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%52) : (f64) -> ()
    }) : (memref<4x4xf64>, memref<4x4xf64>) -> ()
    %34 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x4xi16>
    %35 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x4xi16>
    %36 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi16>
    "linalg.generic"(%34, %35, %36) <{indexing_maps = [#map, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: i16, %arg13: i16, %arg14: i16):
      %50 = "arith.addi"(%arg12, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
      %51 = "arith.addi"(%50, %arg14) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
      "linalg.yield"(%51) : (i16) -> ()
    }) : (memref<3x4xi16>, memref<3x4xi16>, memref<3xi16>) -> ()
    %37 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xf64>
    "memref.dealloc"(%37) : (memref<3xf64>) -> ()
    %38 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %39 = "arith.extf"(%38) : (f32) -> f64
    %40 = "arith.constant"() <{value = dense<[[1.500000e-01, 2.500000e+00], [-1.000000e+00, 1.500000e-01], [4.000000e+02, 0.000000e+00], [5.000000e-01, 5.000000e-01]]> : tensor<4x2xf32>}> : () -> tensor<4x2xf32>
    %41 = "arith.constant"() <{value = dense<[0.000000e+00, 1.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %42 = "linalg.reduce"(%40, %41) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %49 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%49) : (f32) -> ()
    }) : (tensor<4x2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %43 = "arith.constant"() <{value = dense<3.000000e+00> : vector<8x2xf64>}> : () -> vector<8x2xf64>
    %44 = "math.absf"(%43) <{fastmath = #arith.fastmath<afn>}> : (vector<8x2xf64>) -> vector<8x2xf64>
    %45 = "arith.constant"() <{value = 49 : i16}> : () -> i16
    %46 = "math.ctlz"(%45) : (i16) -> i16
    %47 = "arith.constant"() <{value = 3 : index}> : () -> index
    %48 = "memref.alloca"(%47) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xindex>
    "func.return"(%48) : (memref<?x4xindex>) -> ()
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = (index, index, f32, tensor<3x?xi32>) -> (index, vector<4xindex>), res_attrs = [{llvm.noundef}, {}], sym_name = "f1"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: f32, %arg3: tensor<3x?xi32>):
    %0 = "arith.constant"() <{value = dense<1> : tensor<3xi32>}> : () -> tensor<3xi32>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "tensor.extract"(%0, %1) : (tensor<3xi32>, index) -> i32
    %3 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xindex>
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    "memref.store"(%arg1, %3, %4, %5) : (index, memref<4x4xindex>, index, index) -> ()
    %6 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xindex>
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 3 : index}> : () -> index
    %9 = "memref.load"(%6, %7, %8) : (memref<4x4xindex>, index, index) -> index
    %10 = "arith.constant"() <{value = dense<[-7.500000e+00, 1.000000e+00, 1.000000e+02]> : vector<3xf16>}> : () -> vector<3xf16>
    %11 = "arith.constant"() <{value = dense<[-2.500000e-01, 1.000000e+00, -1.000000e+00]> : vector<3xf16>}> : () -> vector<3xf16>
    %12 = "arith.mulf"(%10, %11) <{fastmath = #arith.fastmath<none>}> : (vector<3xf16>, vector<3xf16>) -> vector<3xf16>
    %13 = "memref.collapse_shape"(%6) <{reassociation = [[0, 1]]}> : (memref<4x4xindex>) -> memref<16xindex>
    %14 = "arith.constant"() <{value = dense<[0.000000e+00, 1.000000e+02, -2.500000e-01]> : vector<3xf64>}> : () -> vector<3xf64>
    %15 = "math.asinh"(%14) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<3xf64>) -> vector<3xf64>
    %16 = "scf.while"(%arg2) ({
    ^bb0(%arg5: f32):
      %20 = "arith.constant"() <{value = dense<-1.000000e+00> : vector<3x1xf16>}> : () -> vector<3x1xf16>
      %21 = "arith.negf"(%20) <{fastmath = #arith.fastmath<arcp>}> : (vector<3x1xf16>) -> vector<3x1xf16>
      %22 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
      %23 = "arith.constant"() <{value = -1 : i16}> : () -> i16
      %24 = "arith.cmpi"(%22, %23) <{predicate = 9 : i64}> : (i16, i16) -> i1
      %25 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
      "scf.condition"(%24, %25) : (i1, f32) -> ()
    }, {
    ^bb0(%arg4: f32):
      %19 = "tensor.empty"() : () -> tensor<4x3x3xi64>
      "scf.yield"(%arg4) : (f32) -> ()
    }) : (f32) -> f32
    %17 = "arith.constant"() <{value = -1 : index}> : () -> index
    %18 = "arith.constant"() <{value = dense<[68, 1, -1, 4611686018427387903]> : vector<4xindex>}> : () -> vector<4xindex>
    "func.return"(%17, %18) : (index, vector<4xindex>) -> ()
  }) : () -> ()
}) : () -> ()

