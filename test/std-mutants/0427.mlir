// ir-gen std --seed 200 --size 18
module attributes {test.module_note = "std"} {
  func.func private @f0(%v1: i64 {test.foo = 1 : i32}, %v2: tensor<8xf32> {test.foo = 1 : i32}) -> (memref<2xf32> {llvm.noundef}) {
    %cst_3 = arith.constant dense<[100.0, 1.5e-1]> : tensor<2xbf16>
    %cst = arith.constant dense<[[0.0, 2.5, 1.000000e+00, 100.0, -1.0, 4.0E+2, 3.0, 4.0E+2], [1.5e-1,0.0,0.5,100.0,-7.5,2.5,1.000000e+00,100.0]]> : tensor<2x8xbf16>
    %5 = linalg.broadcast ins(%cst_3 : tensor<2xbf16>) outs(%cst : tensor<2x8xbf16>) dimensions