"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef}], function_type = (memref<8xf64>) -> (f64, f32, f64), res_attrs = [{}, {}, {llvm.noundef}], sym_name = "f0"}> ({
  ^bb0(%arg2: memref<8xf64>):
    %4 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %5 = "arith.negf"(%4) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> f32
    %6 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<3xf32>}> : () -> tensor<3xf32>
    %7 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    "func.return"(%7, %5, %7) : (f64, f32, f64) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {}], function_type = (vector<8x4xindex>, f64) -> (), sym_name = "f1"}> ({
  ^bb0(%arg0: vector<8x4xindex>, %arg1: f64):
    %0 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
    %1 = "arith.addf"(%0, %0) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %2 = "arith.constant"() <{value = dense<[[5.000000e-01, 0.000000e+00, -1.000000e+00]]> : vector<1x3xbf16>}> : () -> vector<1x3xbf16>
    %3 = "arith.subf"(%2, %2) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<1x3xbf16>, vector<1x3xbf16>) -> vector<1x3xbf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

