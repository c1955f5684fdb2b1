"builtin.module"() ({
  "func.func"() <{function_type = (f64, f64) -> f64, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (tensor<3x4xf64>) -> f64, sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (memref<3x4xf64>) -> (), sym_name = "kernel_0"}> ({
  ^bb0(%arg0: memref<3x4xf64>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = 2.500000e+00 : f16}> : () -> f16
    %2 = "arith.cmpf"(%1, %1) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %3 = "math.isinf"(%0) <{fastmath = #arith.fastmath<none>}> : (f64) -> i1
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.remui"(%4, %4) : (index, index) -> index
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

