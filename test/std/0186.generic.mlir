"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {test.foo = 1 : i32}], function_type = (tensor<1xf32>, memref<4xi32>, tensor<4xi16>) -> (tensor<4x4xf32>, i64, tensor<4xi32>), res_attrs = [{}, {}, {test.foo = 1 : i32}], sym_name = "fn.0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1xf32>, %arg1: memref<4xi32>, %arg2: tensor<4xi16>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "math.isnormal"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %2 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %3 = "math.acos"(%2) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f64) -> f64
    "func.call"() <{callee = @ext1}> : () -> ()
    %4 = "arith.constant"() <{value = -13 : i32}> : () -> i32
    "memref.copy"(%arg1, %arg1) : (memref<4xi32>, memref<4xi32>) -> ()
    %5 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %6 = "math.ipowi"(%5, %5) : (i64, i64) -> i64
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "tensor.extract"(%arg0, %7) : (tensor<1xf32>, index) -> f32
    %9 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf16>
    "linalg.max"(%9, %9, %9) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f16, %arg6: f16, %arg7: f16):
      %16 = "arith.maximumf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%16) : (f16) -> ()
    }) : (memref<4xf16>, memref<4xf16>, memref<4xf16>) -> ()
    "cf.assert"(%1) <{msg = "ok"}> : (i1) -> ()
    %10 = "arith.constant"() <{value = dense<3.000000e+00> : tensor<3x2xf64>}> : () -> tensor<3x2xf64>
    %11 = "arith.constant"() <{value = dense<[-1.000000e+00, 1.000000e+00]> : tensor<2xf64>}> : () -> tensor<2xf64>
    %12 = "linalg.reduce"(%10, %11) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg3: f64, %arg4: f64):
      %15 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%15) : (f64) -> ()
    }) : (tensor<3x2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %13 = "tensor.empty"() : () -> tensor<4x4xf32>
    %14 = "tensor.empty"() : () -> tensor<4xi32>
    "func.return"(%13, %6, %14) : (tensor<4x4xf32>, i64, tensor<4xi32>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()

