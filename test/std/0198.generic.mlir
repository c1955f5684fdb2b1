"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> f32, sym_name = "compute0"}> ({
  ^bb0(%arg4: i32):
    %6 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    %7 = "scf.while"(%6) ({
    ^bb0(%arg6: i64):
      %16 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
      %17 = "math.round"(%16) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %18 = "arith.constant"() <{value = -1 : index}> : () -> index
      %19 = "arith.cmpi"(%18, %18) <{predicate = 3 : i64}> : (index, index) -> i1
      "scf.condition"(%19, %arg6) : (i1, i64) -> ()
    }, {
    ^bb0(%arg5: i64):
      %15 = "arith.constant"() <{value = 2 : i64}> : () -> i64
      "scf.yield"(%15) : (i64) -> ()
    }) : (i64) -> i64
    %8 = "arith.constant"() <{value = 4 : i64}> : () -> i64
    %9 = "arith.cmpi"(%8, %6) <{predicate = 4 : i64}> : (i64, i64) -> i1
    %10 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
    "cf.cond_br"(%9, %8, %10, %10)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i64, f16, f16) -> ()
  ^bb1(%11: f16):  // pred: ^bb0
    "cf.br"(%8, %11)[^bb2] : (i64, f16) -> ()
  ^bb2(%12: i64, %13: f16):  // 2 preds: ^bb0, ^bb1
    %14 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "func.return"(%14) : (f32) -> ()
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = (tensor<4xi64>) -> tensor<4xf16>, sym_name = "compute1"}> ({
  ^bb0(%arg0: tensor<4xi64>):
    %0 = "tensor.empty"() : () -> tensor<2x4xi32>
    %1 = "linalg.sub"(%0, %0, %0) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: i32, %arg2: i32, %arg3: i32):
      %5 = "arith.subi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%5) : (i32) -> ()
    }) : (tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %2 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %3 = "math.asinh"(%2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %4 = "tensor.empty"() : () -> tensor<4xf16>
    "func.return"(%4) : (tensor<4xf16>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) : () -> ()

