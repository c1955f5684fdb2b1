"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "fn.0"}> ({
    %0 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %1 = "arith.minimumf"(%0, %0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "tensor.empty"(%2) : (index) -> tensor<1x?xindex>
    %4 = "arith.divui"(%3, %3) : (tensor<1x?xindex>, tensor<1x?xindex>) -> tensor<1x?xindex>
    %5 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6 = "memref.alloca"(%5) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xindex>
    "memref.dealloc"(%6) : (memref<?x4xindex>) -> ()
    %7 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %9 = "math.fpowi"(%7, %8) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
    %10 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
    %11 = "arith.negf"(%10) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f16) -> f16
    %12 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    %13 = "arith.cmpi"(%12, %12) <{predicate = 1 : i64}> : (i64, i64) -> i1
    "cf.assert"(%13) <{msg = "ok"}> : (i1) -> ()
    "func.return"() : () -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) : () -> ()

