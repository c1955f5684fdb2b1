"builtin.module"() ({
  "func.func"() <{function_type = () -> i64, res_attrs = [{llvm.zeroext}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}], function_type = (memref<1x8xi64>, i64) -> tensor<1xi64>, res_attrs = [{llvm.noundef}], sym_name = "fn.0", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<1x8xi64>, %arg1: i64):
    %0 = "memref.cast"(%arg0) : (memref<1x8xi64>) -> memref<?x8xi64>
    %1 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %2 = "arith.maxnumf"(%1, %1) <{fastmath = #arith.fastmath<afn>}> : (bf16, bf16) -> bf16
    %3 = "arith.constant"() <{value = 65 : i16}> : () -> i16
    %4 = "arith.minsi"(%3, %3) : (i16, i16) -> i16
    %5 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %6 = "math.ipowi"(%5, %5) : (i32, i32) -> i32
    %7 = "arith.constant"() <{value = true}> : () -> i1
    "cf.assert"(%7) <{msg = "ok"}> : (i1) -> ()
    %8 = "tensor.empty"() : () -> tensor<1xi64>
    "func.return"(%8) : (tensor<1xi64>) -> ()
  }) : () -> ()
}) : () -> ()

