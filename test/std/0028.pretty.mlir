module {
  func.func private @ext0(vector<4xf32>) -> (memref<8x8xf64> {llvm.noundef, test.tag = "x"})
  func.func public @kernel_0(%arg0: f32, %arg1: f32, %arg2: f64) -> (f64, memref<3x4x?xf32>) attributes {llvm.emit_c_interface, note = "generated"} {
    %c0_i16 = arith.constant 0 : i16
    %0 = math.ctpop %c0_i16 : i16
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %1 = arith.index_cast %c4611686018427387903 : index to i32
    %c0 = arith.constant 0 : index
    %2 = arith.floordivsi %c0, %c4611686018427387903 : index
    %true = arith.constant true
    scf.if %true {
      cf.assert %true, "x must be \22positive\22"
    } else {
      %sum, %overflow = arith.addui_extended %0, %0 : i16, i1
    }
    %3 = arith.cmpf uno, %arg1, %arg1 : f32
    %c8 = arith.constant 8 : index
    %alloc = memref.alloc(%c8) : memref<?xf64>
    memref.dealloc %alloc : memref<?xf64>
    %4 = arith.cmpi uge, %c8, %2 : index
    cf.cond_br %4, ^bb2(%arg0, %arg0 : f32, f32), ^bb1(%arg2 : f64)
  ^bb1(%5: f64):  // pred: ^bb0
    %6 = arith.sitofp %0 : i16 to f64
    %cst = arith.constant dense<[[-2.500000e-01, -1.000000e+00, 4.000000e+02, 0.000000e+00], [-1.000000e+00, 5.000000e-01, 1.000000e+02, -7.500000e+00], [-1.000000e+00, 2.500000e+00, 4.000000e+02, -1.000000e+00]]> : tensor<3x4xf32>
    %7 = tensor.empty() : tensor<4x3xf32>
    %cst_0 = arith.constant dense<[[1.000000e+00, 1.500000e-01, 1.000000e+00], [5.000000e-01, -2.500000e-01, 1.000000e+00], [-2.500000e-01, 3.000000e+00, -2.500000e-01]]> : tensor<3x3xf32>
    %8 = linalg.matmul ins(%cst, %7 : tensor<3x4xf32>, tensor<4x3xf32>) outs(%cst_0 : tensor<3x3xf32>) -> tensor<3x3xf32>
    %9 = arith.negf %arg1 fastmath<reassoc,contract> : f32
    %alloca = memref.alloca() : memref<4x3xbf16>
    linalg.transpose ins(%alloca : memref<4x3xbf16>) outs(%alloca : memref<4x3xbf16>) permutation = [0, 1] 
    %10 = tensor.empty() : tensor<8x8xindex>
    %11 = tensor.empty() : tensor<8x8xindex>
    %12 = arith.cmpi sgt, %10, %11 : tensor<8x8xindex>
    %c4 = arith.constant 4 : index
    %13 = tensor.empty(%c4) : tensor<?xf64>
    %14 = arith.minnumf %13, %13 : tensor<?xf64>
    cf.cond_br %3, ^bb2(%arg0, %9 : f32, f32), ^bb2(%9, %9 : f32, f32)
  ^bb2(%15: f32, %16: f32):  // 3 preds: ^bb0, ^bb1, ^bb1
    %17 = arith.cmpf ogt, %arg0, %15 fastmath<reassoc,contract> : f32
    %c2 = arith.constant 2 : index
    %c2_1 = arith.constant 2 : index
    %c2_2 = arith.constant 2 : index
    scf.for %arg3 = %c2 to %c2_1 step %c2_2 {
      %cst_4 = arith.constant 1.000000e+00 : f32
      cf.assert %17, "x must be \22positive\22"
      %cst_5 = arith.constant dense<1> : tensor<4xi16>
      %18 = math.ipowi %cst_5, %cst_5 : tensor<4xi16>
      %cst_6 = arith.constant dense<1> : vector<8x8xi32>
      %low, %high = arith.mului_extended %cst_6, %cst_6 : vector<8x8xi32>
    }
    %c5 = arith.constant 5 : index
    %alloca_3 = memref.alloca(%c5) {alignment = 16 : i64} : memref<3x4x?xf32>
    return %arg2, %alloca_3 : f64, memref<3x4x?xf32>
  }
}

