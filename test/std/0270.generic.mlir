"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {llvm.signext}], function_type = (i32, tensor<2xi8>, i8) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (tensor<2xi8>, tensor<2xi32>, tensor<?x8xf32>) -> (f32, i8), sym_name = "ext1", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = () -> (f32, i8), sym_name = "kernel_0", sym_visibility = "private"}> ({
    %10 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xi8>
    %11 = "memref.subview"(%10) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x8xi8>) -> memref<2x2xi8, strided<[8, 1], offset: 10>>
    %12 = "arith.constant"() <{value = dense<-7.500000e+00> : tensor<4x8xf32>}> : () -> tensor<4x8xf32>
    %13 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    "func.return"(%13, %14) : (f32, i8) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (i8, vector<2x8x3xf32>, i8, vector<2x4xf32>) -> (f32, tensor<4x8xf32>, index), res_attrs = [{test.foo = 1 : i32}, {test.foo = 1 : i32}, {llvm.noundef, test.tag = "x"}], sym_name = "compute1"}> ({
  ^bb0(%arg0: i8, %arg1: vector<2x8x3xf32>, %arg2: i8, %arg3: vector<2x4xf32>):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = -1.000000e+00 : f16}> : () -> f16
    %5:2 = "scf.for"(%0, %1, %2, %3, %4) ({
    ^bb0(%arg4: index, %arg5: f32, %arg6: f16):
      %7 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
      %8 = "arith.cmpf"(%arg5, %7) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
      %9 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
      "scf.yield"(%9, %arg6) : (f32, f16) -> ()
    }) : (index, index, index, f32, f16) -> (f32, f16)
    %6 = "tensor.empty"() : () -> tensor<4x8xf32>
    "func.return"(%3, %6, %2) : (f32, tensor<4x8xf32>, index) -> ()
  }) : () -> ()
}) : () -> ()

