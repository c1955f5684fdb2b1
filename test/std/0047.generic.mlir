"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {llvm.zeroext}], function_type = (f64, i8) -> vector<2x1xi16>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (tensor<1xi16>) -> f64, sym_name = "kernel_0"}> ({
  ^bb0(%arg0: tensor<1xi16>):
    %17 = "arith.constant"() <{value = 78 : i16}> : () -> i16
    %18 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %19 = "arith.constant"() <{value = 38 : i32}> : () -> i32
    %20:2 = "arith.mului_extended"(%18, %19) : (i32, i32) -> (i32, i32)
    %21 = "arith.constant"() <{value = dense<2147483647> : vector<1xi32>}> : () -> vector<1xi32>
    %22 = "arith.addi"(%21, %21) <{overflowFlags = #arith.overflow<none>}> : (vector<1xi32>, vector<1xi32>) -> vector<1xi32>
    %23 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    %24 = "arith.cmpf"(%23, %23) <{fastmath = #arith.fastmath<arcp>, predicate = 3 : i64}> : (f32, f32) -> i1
    %25 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    "func.return"(%25) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, memref<4x8xi16>), sym_name = "fn.1"}> ({
    %0 = "arith.constant"() <{value = -2.500000e-01 : f16}> : () -> f16
    %1 = "arith.negf"(%0) <{fastmath = #arith.fastmath<fast>}> : (f16) -> f16
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %2 = "arith.constant"() <{value = 25 : i32}> : () -> i32
    %3 = "arith.minui"(%2, %2) : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %5 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %6 = "arith.cmpi"(%4, %5) <{predicate = 0 : i64}> : (i16, i16) -> i1
    "cf.cond_br"(%6)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %7 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %8 = "arith.negf"(%7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %9 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    "cf.br"(%9)[^bb3] : (f64) -> ()
  ^bb3(%10: f64):  // pred: ^bb2
    %11 = "arith.negf"(%0) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %12 = "arith.constant"() <{value = true}> : () -> i1
    %13 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    "cf.cond_br"(%12, %13, %13)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i16, i16) -> ()
  ^bb4(%14: i16):  // 2 preds: ^bb3, ^bb3
    %15 = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
    %16 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xi16>
    "func.return"(%15, %16) : (bf16, memref<4x8xi16>) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

