"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (f32) -> f64, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "kernel_0", sym_visibility = "public"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %1 = "math.atan"(%0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %2 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %3 = "arith.subi"(%2, %2) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i8, i8) -> i8
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    %4 = "tensor.empty"() : () -> tensor<3x3xbf16>
    %5 = "linalg.transpose"(%4, %4) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1: bf16, %arg2: bf16):
      "linalg.yield"(%arg1) : (bf16) -> ()
    }) : (tensor<3x3xbf16>, tensor<3x3xbf16>) -> tensor<3x3xbf16>
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

