func.func private @ext0(vector<4x1xi64> {test.foo = 1 : i32}, f16, f16 {test.foo = 1 : i32}) -> index
func.func @f0(%1: f16 {llvm.noundef}) -> (i32 {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
  %2 = tensor.empty() : tensor<4x4xf16>
  %c_3 = arith.constant 2 : index
  %4 = arith.constant 1 : index
  %5 = tensor.extract_slice %2[%c_3, 0] [2, 3] [%4, 1] : tensor<4x4xf16> to tensor<2x3xf16>
  %6 = arith.constant true
  cf.cond_br %6, ^exit1(%1 : f16), ^bb3
^exit1(%x7: f16):
  %8 = arith.constant 2 : index
  %c_9 = arith.constant 1 : index
  %extracted_slice_10 = tensor.extract_slice %2[2, %8] [2, %c_9] [1, 1] : tensor<4x4xf16> to tensor<2x?xf16>
  %x_1 = arith.cmpi ne, %8, %8 : index
  cf.cond_br %x_1, ^loop_2, ^bb3
^undefined_block:
  cf.assert %6, "ok"
  // ---- comment line ----
  %cmp_12 = arith.cmpi ugt, %c_3, %c_3 : index
  cf.cond_br %cmp_12, ^bb3, ^bb3
^bb3:
  %c_13 = arith.constant 0x1 : i32
  %acc = scf.while (%14 = %c_13) : (i32) -> (i32) {
    scf.condition(%6) %c_13 : i32 //

  } do {
  ^bb0(%arg_16: i32):
    scf.yield %arg_16 : i32
  }
  %c_17 = arith.constant 2147483647 : i32
  return %c_17 : i32
}
