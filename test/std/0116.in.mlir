// ir-gen std --seed 116 --size 6
func.func private @ext0(bf16 {test.foo = 1 : i32}, vector<2x8xbf16>, i32 {llvm.zeroext}) -> (tensor<4xi32>, bf16)
func.func public @fn.0() -> (i32 {llvm.signext}, i32 {llvm.zeroext}) {
  %1 = arith.constant dense<[[-7.5,-1.0,0.5,1.5e-1,1.000000e+00,1.000000e+00,2.5,0.0], [-7.5,0.0,-1.0,3.0,0.5,-0.25,3.0,100.0]]> : vector<2x8xbf16>
  %2 = arith.minnumf %1, %1 fastmath<reassoc,contract> : vector<2x8xbf16>
  %3 = arith.constant 3 : index
  // ---- comment line ----
  %t4 = tensor.empty(%3) : tensor<4x4x?xindex>
  %a.b = arith.constant 0 : index
  %tmp6 = tensor.dim %t4, %a.b : tensor<4x4x?xindex>
  %tmp7 = memref.alloc() : memref<2x8xindex>
  %9 = arith.constant 0 : index
  %10 = arith.constant 1 : index
  %v_11 = memref.load %tmp7[%9, %10] : memref<2x8xindex>
  %12 = arith.constant 2147483647 : i32
  return %12, %12 : i32, i32
}
func.func private @kernel_1() -> vector<4x1xi32> {
  %1 = tensor.empty() : tensor<4xf64>
  %y = tensor.empty() : tensor<4xf64>
  %3 = linalg.max ins(%1, %y : tensor<4xf64>, tensor<4xf64>) outs(%y : tensor<4xf64>) -> tensor<4xf64>
  %4 = arith.constant dense<2.5> : tensor<8x3xf64>
  // ---- comment line ----
  %t5 = tensor.empty() : tensor<3x1xf64>
  %6 = arith.constant dense<[[1.000000e+00],[1.5e-1],[-7.5],[2.5],[-0.25],[4.0E+2],[1.0],[1.0]]> : tensor<8x1xf64>
  %7 = linalg.matmul ins(%4, %t5 : tensor<8x3xf64>, tensor<3x1xf64>) outs(%6 : tensor<8x1xf64>) -> tensor<8x1xf64>
  %x_1 = arith.constant 1.5e-1 : f64
  %x9 = arith.fptosi %x_1 : f64 to i8
  %a.b = arith.constant dense<2147483647> : vector<4x1xi32>
  func.return %a.b : vector<4x1xi32>
}
