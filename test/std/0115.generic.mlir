"builtin.module"() ({
  "memref.global"() <{initial_value, sym_name = "g0", type = memref<4x1xbf16>}> : () -> ()
  "func.func"() <{function_type = (i32) -> (vector<4x1xi32>, f32), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}], function_type = (vector<4x1xi32>) -> f32, sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x1xi32>, vector<4x1xi8>, vector<3xi32>, vector<4x1xi32>) -> (), sym_name = "kernel_0"}> ({
  ^bb0(%arg2: tensor<4x1xi32>, %arg3: vector<4x1xi8>, %arg4: vector<3xi32>, %arg5: vector<4x1xi32>):
    %19 = "arith.constant"() <{value = dense<[[5.000000e-01, -7.500000e+00, -7.500000e+00, -2.500000e-01], [2.500000e+00, 1.000000e+02, 2.500000e+00, -2.500000e-01]]> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %20 = "tensor.collapse_shape"(%19) <{reassociation = [[0, 1]]}> : (tensor<2x4xf32>) -> tensor<8xf32>
    %21 = "arith.constant"() <{value = 6 : index}> : () -> index
    %22 = "memref.alloca"(%21) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    "memref.dealloc"(%22) : (memref<?xf32>) -> ()
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %23 = "memref.get_global"() <{name = @g0}> : () -> memref<4x1xbf16>
    %24 = "tensor.extract_slice"(%20) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<4xf32>
    %25 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %26 = "arith.cmpi"(%25, %25) <{predicate = 4 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%26)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %27 = "arith.constant"() <{value = 0 : index}> : () -> index
    %28 = "arith.constant"() <{value = 2 : index}> : () -> index
    %29 = "arith.constant"() <{value = 2 : index}> : () -> index
    %30 = "arith.constant"() <{value = 0 : index}> : () -> index
    %31 = "arith.constant"() <{value = 6 : index}> : () -> index
    %32 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.parallel"(%27, %30, %28, %31, %29, %32) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg6: index, %arg7: index):
      %37 = "arith.constant"() <{value = dense<4611686018427387903> : vector<3x8x4xi64>}> : () -> vector<3x8x4xi64>
      %38:2 = "arith.mulsi_extended"(%37, %37) : (vector<3x8x4xi64>, vector<3x8x4xi64>) -> (vector<3x8x4xi64>, vector<3x8x4xi64>)
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %33 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi32>
    %34 = "arith.constant"() <{value = 0 : index}> : () -> index
    %35 = "memref.dim"(%33, %34) : (memref<3xi32>, index) -> index
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    %36 = "arith.cmpi"(%21, %21) <{predicate = 5 : i64}> : (index, index) -> i1
    "cf.assert"(%36) <{msg = "ok"}> : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}], function_type = (vector<3xf32>, i32) -> (tensor<3xi32>, i32), sym_name = "f1"}> ({
  ^bb0(%arg0: vector<3xf32>, %arg1: i32):
    %0 = "arith.constant"() <{value = 33 : i32}> : () -> i32
    %1 = "arith.extui"(%0) : (i32) -> i64
    %2 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %3 = "arith.constant"() <{value = dense<[[-1], [-1], [7], [31]]> : tensor<4x1xi32>}> : () -> tensor<4x1xi32>
    %4 = "arith.constant"() <{value = dense<1> : vector<4x1xi8>}> : () -> vector<4x1xi8>
    %5 = "arith.constant"() <{value = dense<1> : vector<3xi32>}> : () -> vector<3xi32>
    %6 = "arith.constant"() <{value = dense<[[2147483647], [12], [0], [0]]> : vector<4x1xi32>}> : () -> vector<4x1xi32>
    "func.call"(%3, %4, %5, %6) <{callee = @kernel_0}> : (tensor<4x1xi32>, vector<4x1xi8>, vector<3xi32>, vector<4x1xi32>) -> ()
    %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8 = "arith.cmpi"(%7, %arg1) <{predicate = 5 : i64}> : (i32, i32) -> i1
    "cf.assert"(%8) <{msg = ""}> : (i1) -> ()
    "cf.br"(%2)[^bb2] : (i8) -> ()
  ^bb2(%9: i8):  // pred: ^bb1
    %10 = "arith.constant"() <{value = dense<[-1, 1, 4611686018427387903]> : tensor<3xi64>}> : () -> tensor<3xi64>
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index
    %12 = "tensor.insert"(%1, %10, %11) : (i64, tensor<3xi64>, index) -> tensor<3xi64>
    %13 = "arith.constant"() <{value = 6 : index}> : () -> index
    %14 = "memref.alloca"(%13) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4x?xi32>
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %17 = "memref.load"(%14, %15, %16) : (memref<4x?xi32>, index, index) -> i32
    %18 = "tensor.empty"() : () -> tensor<3xi32>
    "func.return"(%18, %17) : (tensor<3xi32>, i32) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

