"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}, {llvm.noundef, test.tag = "x"}], function_type = (f32, index, index) -> (index, vector<1xindex>), res_attrs = [{llvm.noundef}, {}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = () -> memref<4x?xindex>, sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {llvm.signext}], function_type = (index, tensor<?xindex>, memref<?xindex>, i8) -> (), sym_name = "kernel_0"}> ({
  ^bb0(%arg2: index, %arg3: tensor<?xindex>, %arg4: memref<?xindex>, %arg5: i8):
    %7 = "tensor.empty"() : () -> tensor<3x1xf32>
    %8 = "arith.constant"() <{value = dense<[[3.000000e+00, -1.000000e+00, 4.000000e+02]]> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    %9 = "linalg.transpose"(%7, %8) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg6: f32, %arg7: f32):
      "linalg.yield"(%arg6) : (f32) -> ()
    }) : (tensor<3x1xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %10 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index
    %12 = "memref.subview"(%10, %11) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 2>, static_sizes = array<i64: 1>, static_strides = array<i64: -9223372036854775808>}> : (memref<4xf64>, index) -> memref<1xf64, strided<[?], offset: 2>>
    %13 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
    %14 = "arith.cmpf"(%13, %13) <{fastmath = #arith.fastmath<arcp>, predicate = 9 : i64}> : (f64, f64) -> i1
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}], function_type = (index, index) -> memref<4xindex>, sym_name = "fn.1"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.cmpi"(%0, %arg1) <{predicate = 9 : i64}> : (index, index) -> i1
    "cf.assert"(%1) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %2 = "tensor.empty"() : () -> tensor<3xindex>
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3xindex>
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "memref.dim"(%3, %4) : (memref<4x3xindex>, index) -> index
    %6 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xindex>
    "func.return"(%6) : (memref<4xindex>) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

