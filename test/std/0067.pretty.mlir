module {
  func.func private @ext0() -> (i64 {llvm.zeroext})
  func.func private @fn.0(%arg0: memref<1x8xi64> {test.foo = 1 : i32}, %arg1: i64) -> (tensor<1xi64> {llvm.noundef}) {
    %cast = memref.cast %arg0 : memref<1x8xi64> to memref<?x8xi64>
    %cst = arith.constant 1.000000e+00 : bf16
    %0 = arith.maxnumf %cst, %cst fastmath<afn> : bf16
    %c65_i16 = arith.constant 65 : i16
    %1 = arith.minsi %c65_i16, %c65_i16 : i16
    %c-1_i32 = arith.constant -1 : i32
    %2 = math.ipowi %c-1_i32, %c-1_i32 : i32
    %true = arith.constant true
    cf.assert %true, "ok"
    %3 = tensor.empty() : tensor<1xi64>
    return %3 : tensor<1xi64>
  }
}

