!tensor0 = tensor<1xi64>
!buf1 = memref<1x8xi64>
func.func private @ext0() -> (i64 {llvm.zeroext})

func.func private @fn.0(%1: memref<1x8xi64> {test.foo = 1 : i32}, %rhs: i64) -> (!tensor0 {llvm.noundef}) {
  %3 = memref.cast %1 : !buf1 to memref<?x8xi64>
  %4 = arith.constant 1.000000e+00 : bf16
  %res = arith.maxnumf %4, %4 fastmath<afn> : bf16
  %c = arith.constant 65 : i16
  %minsi_7 = arith.minsi %c, %c : i16
  %v8 = arith.constant -1 : i32
  %x_1 = math.ipowi %v8, %v8 : i32
  %10 = arith.constant 1 : i1 //
  cf.assert %10, "ok"
  %empty = tensor.empty() : !tensor0
  return %empty : tensor<1xi64>
}
