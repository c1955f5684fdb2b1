module attributes {test.module_note = "std"} {
  func.func @f0(%arg0: memref<1x?x4xi32> {llvm.noundef, test.tag = "x"}, %arg1: i8) -> (i32 {test.foo = 1 : i32}, i8) {
    %cst = arith.constant -7.500000e+00 : f64
    %0 = math.fma %cst, %cst, %cst : f64
    %1:2 = call @f0(%arg0, %arg1) : (memref<1x?x4xi32>, i8) -> (i32, i8)
    %false = arith.constant false
    cf.assert %false, ""
    %cst_0 = arith.constant 4.000000e+02 : f32
    %2 = arith.negf %cst_0 : f32
    %c4 = arith.constant 4 : index
    %3 = tensor.empty(%c4) : tensor<?x8xf32>
    %4 = arith.fptoui %3 : tensor<?x8xf32> to tensor<?x8xi64>
    %cst_1 = arith.constant 3.000000e+00 : bf16
    %cst_2 = arith.constant 1.000000e+00 : bf16
    %5 = arith.minimumf %cst_1, %cst_2 fastmath<nnan,ninf,nsz> : bf16
    %6 = tensor.empty() : tensor<2xf64>
    %7 = math.log10 %6 fastmath<nnan,ninf,nsz> : tensor<2xf64>
    %cst_3 = arith.constant dense<[54, 0]> : vector<2xi32>
    %8 = arith.divui %cst_3, %cst_3 : vector<2xi32>
    return %1#0, %arg1 : i32, i8
  }
}

