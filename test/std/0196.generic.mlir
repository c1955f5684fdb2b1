"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}], function_type = (memref<1x?x4xi32>, i8) -> (i32, i8), res_attrs = [{test.foo = 1 : i32}, {}], sym_name = "f0"}> ({
  ^bb0(%arg0: memref<1x?x4xi32>, %arg1: i8):
    %0 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
    %1 = "math.fma"(%0, %0, %0) <{fastmath = #arith.fastmath<none>}> : (f64, f64, f64) -> f64
    %2:2 = "func.call"(%arg0, %arg1) <{callee = @f0}> : (memref<1x?x4xi32>, i8) -> (i32, i8)
    %3 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%3) <{msg = ""}> : (i1) -> ()
    %4 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %5 = "arith.negf"(%4) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %6 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7 = "tensor.empty"(%6) : (index) -> tensor<?x8xf32>
    %8 = "arith.fptoui"(%7) : (tensor<?x8xf32>) -> tensor<?x8xi64>
    %9 = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
    %10 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %11 = "arith.minimumf"(%9, %10) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (bf16, bf16) -> bf16
    %12 = "tensor.empty"() : () -> tensor<2xf64>
    %13 = "math.log10"(%12) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (tensor<2xf64>) -> tensor<2xf64>
    %14 = "arith.constant"() <{value = dense<[54, 0]> : vector<2xi32>}> : () -> vector<2xi32>
    %15 = "arith.divui"(%14, %14) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%2#0, %arg1) : (i32, i8) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

