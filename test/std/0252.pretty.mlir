module {
  func.func private @ext0(vector<4x1xi64> {test.foo = 1 : i32}, f16, f16 {test.foo = 1 : i32}) -> index
  func.func @f0(%arg0: f16 {llvm.noundef}) -> (i32 {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
    %0 = tensor.empty() : tensor<4x4xf16>
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %0[%c2, 0] [2, 3] [%c1, 1] : tensor<4x4xf16> to tensor<2x3xf16>
    %true = arith.constant true
    cf.cond_br %true, ^bb1(%arg0 : f16), ^bb3
  ^bb1(%1: f16):  // pred: ^bb0
    %c2_0 = arith.constant 2 : index
    %c1_1 = arith.constant 1 : index
    %extracted_slice_2 = tensor.extract_slice %0[2, %c2_0] [2, %c1_1] [1, 1] : tensor<4x4xf16> to tensor<2x?xf16>
    %2 = arith.cmpi ne, %c2_0, %c2_0 : index
    cf.cond_br %2, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    cf.assert %true, "ok"
    %3 = arith.cmpi ugt, %c2, %c2 : index
    cf.cond_br %3, ^bb3, ^bb3
  ^bb3:  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb2
    %c1_i32 = arith.constant 1 : i32
    %4 = scf.while (%arg1 = %c1_i32) : (i32) -> i32 {
      scf.condition(%true) %c1_i32 : i32
    } do {
    ^bb0(%arg1: i32):
      scf.yield %arg1 : i32
    }
    %c2147483647_i32 = arith.constant 2147483647 : i32
    return %c2147483647_i32 : i32
  }
}

