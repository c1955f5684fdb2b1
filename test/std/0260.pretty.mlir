module {
  func.func @kernel_0(%arg0: memref<1xi16>, %arg1: memref<4x4x8xf32> {llvm.noundef}, %arg2: i16) -> tensor<4x3x?xi16> {
    %cst = arith.constant dense<-2.500000e-01> : tensor<4x3x2xf16>
    %0 = linalg.add ins(%cst, %cst : tensor<4x3x2xf16>, tensor<4x3x2xf16>) outs(%cst : tensor<4x3x2xf16>) -> tensor<4x3x2xf16>
    %cst_0 = arith.constant 1.000000e+00 : f64
    %1 = math.atan2 %cst_0, %cst_0 : f64
    %alloc = memref.alloc() : memref<4x3x2xi32>
    memref.dealloc %alloc : memref<4x3x2xi32>
    %c8 = arith.constant 8 : index
    %2 = tensor.empty(%c8) : tensor<4x3x?xi16>
    return %2 : tensor<4x3x?xi16>
  }
  func.func @compute1(%arg0: f32, %arg1: i32 {llvm.noundef, test.tag = "x"}) -> memref<4x1x?xindex> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4x8xf64>
    %c2 = arith.constant 2 : index
    %dim = memref.dim %alloc, %c2 : memref<4x4x8xf64>
    %false = arith.constant false
    cf.cond_br %false, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%arg2) = (%c0) to (%c8) step (%c1) {
      %cst_2 = arith.constant 4.000000e+02 : f32
      scf.reduce 
    }
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 1.500000e-01 : f64
    cf.switch %c1_i64 : i64, [
      default: ^bb2,
      18446744073709551615: ^bb2,
      2: ^bb3(%cst : f64)
    ]
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    %cst_0 = arith.constant 2.500000e+00 : f64
    cf.br ^bb3(%cst_0 : f64)
  ^bb3(%0: f64):  // 2 preds: ^bb1, ^bb2
    %c3 = arith.constant 3 : index
    %alloc_1 = memref.alloc(%c3) : memref<4x1x?xindex>
    return %alloc_1 : memref<4x1x?xindex>
  }
}

