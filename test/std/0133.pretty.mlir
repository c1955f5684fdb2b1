module {
  func.func private @ext0(memref<4x2xf64>) -> vector<3xbf16>
  func.func private @ext1() -> (tensor<4x?xf64> {llvm.noundef, test.tag = "x"})
  func.func @fn.0(%arg0: memref<4x8xf64>, %arg1: memref<?xf64>, %arg2: f32 {test.foo = 1 : i32}, %arg3: f64 {llvm.noundef, test.tag = "x"}) -> (memref<4xf32>, tensor<4x2xf32>, memref<4x2xf32>) {
    %cst = arith.constant 1.000000e+00 : f16
    %cst_0 = arith.constant 2.500000e+00 : f16
    %0 = arith.cmpf ule, %cst, %cst_0 : f16
    %1 = math.floor %arg2 fastmath<arcp> : f32
    cf.cond_br %0, ^bb1, ^bb2(%arg3 : f64)
  ^bb1:  // pred: ^bb0
    %c18_i8 = arith.constant 18 : i8
    %2 = arith.addi %c18_i8, %c18_i8 : i8
    %cst_1 = arith.constant 2.500000e+00 : f64
    %3 = arith.fptoui %cst_1 : f64 to i32
    cf.switch %3 : i32, [
      default: ^bb2(%arg3 : f64),
      3: ^bb2(%arg3 : f64),
      4: ^bb2(%arg3 : f64)
    ]
  ^bb2(%4: f64):  // 4 preds: ^bb0, ^bb1, ^bb1, ^bb1
    %cst_2 = arith.constant -1.000000e+00 : f32
    %c30_i8 = arith.constant 30 : i8
    %5 = arith.remsi %c30_i8, %c30_i8 : i8
    cf.br ^bb3(%arg3, %cst_0 : f64, f16)
  ^bb3(%6: f64, %7: f16):  // pred: ^bb2
    %8 = tensor.empty() : tensor<4x2xindex>
    %9 = arith.addi %8, %8 : tensor<4x2xindex>
    %c1_i32 = arith.constant 1 : i32
    %10 = arith.sitofp %c1_i32 : i32 to f64
    %alloc = memref.alloc() : memref<4xf32>
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<4x2xf32>
    %alloc_4 = memref.alloc() : memref<4x2xf32>
    return %alloc, %cst_3, %alloc_4 : memref<4xf32>, tensor<4x2xf32>, memref<4x2xf32>
  }
  func.func @kernel_1(%arg0: tensor<4x8xi16>, %arg1: vector<4x8xf32>, %arg2: i8, %arg3: memref<4x2xf32>) -> f64 attributes {test.kernel} {
    %alloc = memref.alloc() : memref<2xf64>
    %cast = memref.cast %alloc : memref<2xf64> to memref<2xf64>
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c1 : tensor<4x8xi16>
    %c48 = arith.constant 48 : index
    %0 = arith.ceildivsi %c48, %c48 : index
    %cst = arith.constant dense<1.000000e+02> : tensor<3x8xf64>
    %1 = tensor.empty() : tensor<8x4xf64>
    %2 = tensor.empty() : tensor<3x4xf64>
    %3 = linalg.matmul ins(%cst, %1 : tensor<3x8xf64>, tensor<8x4xf64>) outs(%2 : tensor<3x4xf64>) -> tensor<3x4xf64>
    %cst_0 = arith.constant -1.000000e+00 : bf16
    %4 = math.isnormal %cst_0 : bf16
    scf.forall (%arg4) in (8) {
      %cst_3 = arith.constant dense<[[1.000000e+00, 1.000000e+00], [1.000000e+00, 5.000000e-01], [1.500000e-01, 1.000000e+00], [3.000000e+00, -2.500000e-01]]> : vector<4x2xf32>
      %cst_4 = arith.constant dense<-4> : vector<4x2xi64>
      %5 = math.fpowi %cst_3, %cst_4 fastmath<afn> : vector<4x2xf32>, vector<4x2xi64>
    }
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1_1 = arith.constant 1 : index
    scf.parallel (%arg4) = (%c0) to (%c4) step (%c1_1) {
      scf.reduce 
    }
    %cst_2 = arith.constant 1.000000e+00 : f64
    return %cst_2 : f64
  }
}

