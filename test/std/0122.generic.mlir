"builtin.module"() ({
  "func.func"() <{function_type = () -> vector<4x1x3xbf16>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = () -> (f16, i32), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (tensor<4x2xf16>, i32, tensor<?x?xf16>), res_attrs = [{}, {}, {llvm.noundef, test.tag = "x"}], sym_name = "f0"}> ({
    %0 = "arith.constant"() <{value = dense<23> : tensor<4x4xi32>}> : () -> tensor<4x4xi32>
    %1 = "tensor.cast"(%0) : (tensor<4x4xi32>) -> tensor<4x4xi32>
    %2 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %4 = "arith.minimumf"(%2, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xf16>
    %6 = "memref.collapse_shape"(%5) <{reassociation = [[0, 1]]}> : (memref<1x4xf16>) -> memref<4xf16>
    %7 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xf32>
    "linalg.mul"(%7, %7, %7) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg0: f32, %arg1: f32, %arg2: f32):
      %22 = "arith.mulf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%22) : (f32) -> ()
    }) : (memref<1x4xf32>, memref<1x4xf32>, memref<1x4xf32>) -> ()
    %8 = "arith.constant"() <{value = dense<[[[56, 1]], [[7, 0]], [[-1, 4611686018427387903]], [[1, 4611686018427387903]], [[1, 35]], [[4611686018427387903, 0]], [[4611686018427387903, -1]], [[0, -1]]]> : vector<8x1x2xindex>}> : () -> vector<8x1x2xindex>
    %9 = "arith.cmpi"(%8, %8) <{predicate = 8 : i64}> : (vector<8x1x2xindex>, vector<8x1x2xindex>) -> vector<8x1x2xi1>
    %10 = "arith.remf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "arith.cmpi"(%11, %11) <{predicate = 3 : i64}> : (index, index) -> i1
    %13 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %14 = "arith.select"(%12, %13, %13) : (i1, f16, f16) -> f16
    %15:3 = "func.call"() <{callee = @f0}> : () -> (tensor<4x2xf16>, i32, tensor<?x?xf16>)
    %16 = "tensor.expand_shape"(%0) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 4>}> : (tensor<4x4xi32>) -> tensor<1x4x4xi32>
    %17 = "arith.shrsi"(%11, %11) : (index, index) -> index
    %18 = "arith.constant"() <{value = dense<[[1.503910e-01, 3.000000e+00, 0.000000e+00, 1.000000e+00]]> : vector<1x4xbf16>}> : () -> vector<1x4xbf16>
    %19 = "arith.addf"(%18, %18) <{fastmath = #arith.fastmath<afn>}> : (vector<1x4xbf16>, vector<1x4xbf16>) -> vector<1x4xbf16>
    %20 = "arith.constant"() <{value = dense<1.000000e+00> : vector<1x1xbf16>}> : () -> vector<1x1xbf16>
    %21 = "arith.bitcast"(%20) : (vector<1x1xbf16>) -> vector<1x1xi16>
    "func.return"(%15#0, %15#1, %15#2) : (tensor<4x2xf16>, i32, tensor<?x?xf16>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()

