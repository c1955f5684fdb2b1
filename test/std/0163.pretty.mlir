module attributes {test.module_note = "std"} {
  func.func @f0(%arg0: i64) -> (memref<4x?xf64> {test.foo = 1 : i32}) {
    %c6 = arith.constant 6 : index
    %0 = tensor.empty(%c6) : tensor<?xf64>
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %0[%c0] : tensor<?xf64>
    %c11_i32 = arith.constant 11 : i32
    %1 = scf.while (%arg1 = %c11_i32) : (i32) -> i32 {
      %cst_1 = arith.constant dense<[5.000000e-01, 1.000000e+00, 1.000000e+02, 1.500240e-01]> : vector<4xf16>
      %6 = arith.negf %cst_1 fastmath<fast> : vector<4xf16>
      %cst_2 = arith.constant dense<[[0, -1, 1, -1], [1, 39, 0, 4611686018427387903], [-1, 0, -1, -1], [1, 1, 79, -14]]> : vector<4x4xi64>
      %7 = arith.cmpi sge, %cst_2, %cst_2 : vector<4x4xi64>
      %false_3 = arith.constant false
      %c2147483647_i32 = arith.constant 2147483647 : i32
      scf.condition(%false_3) %c2147483647_i32 : i32
    } do {
    ^bb0(%arg1: i32):
      %true = arith.constant true
      %6 = tensor.empty() : tensor<8x2xbf16>
      %7 = tensor.empty() : tensor<8x2xbf16>
      %8 = arith.select %true, %6, %7 : tensor<8x2xbf16>
      scf.yield %c11_i32 : i32
    }
    %cst = arith.constant dense<1.500000e-01> : vector<8x4x1xf64>
    %2 = math.acos %cst fastmath<nnan,ninf,nsz> : vector<8x4x1xf64>
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %c2_i64 = arith.constant 2 : i64
    %c2_i64_0 = arith.constant 2 : i64
    scf.for %arg1 = %c2_i64 to %arg0 step %c2_i64_0  : i64 {
      %6 = arith.remui %1, %c11_i32 : i32
      %alloc_1 = memref.alloc() {alignment = 16 : i64} : memref<4x1xi32>
      %alloc_2 = memref.alloc() : memref<1x4xi32>
      linalg.transpose ins(%alloc_1 : memref<4x1xi32>) outs(%alloc_2 : memref<1x4xi32>) permutation = [1, 0] 
      %alloc_3 = memref.alloc() {alignment = 16 : i64} : memref<3x1xi64>
      %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1x1xi64>
      linalg.matmul ins(%alloc_3, %alloc_4 : memref<3x1xi64>, memref<1x1xi64>) outs(%alloc_3 : memref<3x1xi64>)
    }
    %c127_i8 = arith.constant 127 : i8
    %3 = math.absi %c127_i8 : i8
    %false = arith.constant false
    %c0_i16 = arith.constant 0 : i16
    cf.cond_br %false, ^bb2(%c0_i16, %extracted : i16, f64), ^bb2(%c0_i16, %extracted : i16, f64)
  ^bb2(%4: i16, %5: f64):  // 2 preds: ^bb1, ^bb1
    %c7 = arith.constant 7 : index
    %alloc = memref.alloc(%c7) : memref<4x?xf64>
    return %alloc : memref<4x?xf64>
  }
}

