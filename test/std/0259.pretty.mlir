module {
  func.func private @ext0(memref<4xf32>, i64)
  func.func private @ext1()
  func.func @kernel_0(%arg0: memref<4xi64>, %arg1: tensor<8x4xf32>, %arg2: memref<2x4xf32> {llvm.noundef}) {
    %0 = tensor.empty() : tensor<2x3xf32>
    %transposed = linalg.transpose ins(%0 : tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) permutation = [0, 1] 
    %alloc = memref.alloc() : memref<2x4xi64>
    memref.dealloc %alloc : memref<2x4xi64>
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %low, %high = arith.mulsi_extended %c2147483647_i32, %c2147483647_i32 : i32
    %c-2_i8 = arith.constant -2 : i8
    %1 = arith.index_castui %c-2_i8 : i8 to index
    %cst = arith.constant 1.000000e+00 : f64
    %cst_0 = arith.constant -1.000000e+00 : f64
    %2 = arith.minnumf %cst, %cst_0 : f64
    %3 = math.ipowi %c2147483647_i32, %c2147483647_i32 : i32
    %4 = tensor.empty() : tensor<4xi1>
    %5 = arith.ceildivui %4, %4 : tensor<4xi1>
    %cst_1 = arith.constant dense<1> : tensor<4xi32>
    %cst_2 = arith.constant dense<49> : tensor<4x4xi32>
    %broadcasted = linalg.broadcast ins(%cst_1 : tensor<4xi32>) outs(%cst_2 : tensor<4x4xi32>) dimensions = [1] 
    return
  }
  func.func private @f1(%arg0: vector<2x4xi64>, %arg1: memref<2xf32> {llvm.noundef}, %arg2: tensor<?xf32>) -> (tensor<4xi32>, tensor<2x?xi64> {llvm.noundef, test.tag = "x"}) {
    %c22_i16 = arith.constant 22 : i16
    %0 = arith.extsi %c22_i16 : i16 to i64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xi64>
    memref.copy %alloc, %alloc : memref<8x8xi64> to memref<8x8xi64>
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %cst = arith.constant dense<[[2.500000e+00, 3.000000e+00, 1.000000e+02, -2.500000e-01], [0.000000e+00, 1.000000e+00, 1.500000e-01, 1.000000e+02]]> : tensor<2x4xf32>
    %cast = tensor.cast %cst : tensor<2x4xf32> to tensor<?x4xf32>
    %c2 = arith.constant 2 : index
    %c9 = arith.constant 9 : index
    %c2_0 = arith.constant 2 : index
    %cst_1 = arith.constant 4.000000e+02 : f32
    %1:2 = scf.for %arg3 = %c2 to %c9 step %c2_0 iter_args(%arg4 = %cst_1, %arg5 = %cst_1) -> (f32, f32) {
      %cst_3 = arith.constant dense<1> : tensor<2x4xindex>
      %7 = tensor.empty() : tensor<2x4xindex>
      %8 = arith.xori %cst_3, %7 : tensor<2x4xindex>
      %c1_i64 = arith.constant 1 : i64
      scf.yield %arg4, %arg5 : f32, f32
    }
    %c0_i8 = arith.constant 0 : i8
    %2 = arith.cmpi eq, %c0_i8, %c0_i8 : i8
    cf.cond_br %2, ^bb2(%0 : i64), ^bb2(%0 : i64)
  ^bb2(%3: i64):  // 2 preds: ^bb1, ^bb1
    %cst_2 = arith.constant 1.000000e+00 : f16
    %4 = arith.extf %cst_2 : f16 to f64
    scf.forall (%arg3, %arg4) in (2, 5) {
    }
    %5 = tensor.empty() : tensor<4xi32>
    %c8 = arith.constant 8 : index
    %6 = tensor.empty(%c8) : tensor<2x?xi64>
    return %5, %6 : tensor<4xi32>, tensor<2x?xi64>
  }
}

