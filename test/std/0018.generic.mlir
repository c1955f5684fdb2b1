"builtin.module"() ({
  "memref.global"() <{initial_value = dense<4.000000e+02> : tensor<4x8xf32>, sym_name = "g0", sym_visibility = "private", type = memref<4x8xf32>}> : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}], function_type = (tensor<4x8xi8>, memref<4xf32>) -> (i64, f32), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {llvm.noundef, test.tag = "x"}, {}, {}], function_type = (f32, f32, vector<4x8xf32>, f32) -> (), sym_name = "fn.0"}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: vector<4x8xf32>, %arg3: f32):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.minsi"(%0, %0) : (i1, i1) -> i1
    %2 = "tensor.empty"() : () -> tensor<4x8xf32>
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = dense<[[1.000000e+02, -2.500000e-01]]> : tensor<1x2xf32>}> : () -> tensor<1x2xf32>
    %5 = "tensor.insert_slice"(%4, %2, %3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>, static_offsets = array<i64: 3, 6>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: -9223372036854775808, 1>}> : (tensor<1x2xf32>, tensor<4x8xf32>, index) -> tensor<4x8xf32>
    %6 = "memref.get_global"() <{name = @g0}> : () -> memref<4x8xf32>
    %7 = "memref.cast"(%6) : (memref<4x8xf32>) -> memref<4x8xf32>
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()

