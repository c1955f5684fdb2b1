module {
  func.func private @f0(%arg0: memref<3xi32> {llvm.noundef}, %arg1: memref<3xi32>) -> (memref<8x4xf32> {llvm.noundef}) {
    %cst = arith.constant dense<[3.000000e+00, 4.000000e+02, 1.000000e+00]> : tensor<3xf64>
    %0 = arith.fptoui %cst : tensor<3xf64> to tensor<3xi8>
    %c1_i32 = arith.constant 1 : i32
    %1 = math.ipowi %c1_i32, %c1_i32 : i32
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %cst_0 = arith.constant 4.000000e+02 : bf16
    %2 = math.powf %cst_0, %cst_0 fastmath<reassoc,contract> : bf16
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %3 = tensor.empty(%c3) : tensor<?xi8>
    %inserted_slice = tensor.insert_slice %3 into %0[0] [%c1] [1] : tensor<?xi8> into tensor<3xi8>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %cst_1 = arith.constant -2.500000e-01 : f32
    %splat = tensor.splat %cst_1 : tensor<8xf32>
    %alloca = memref.alloca() : memref<8x4xf32>
    return %alloca : memref<8x4xf32>
  }
  func.func public @compute1(%arg0: tensor<?xi32>, %arg1: i32) -> tensor<8xi32> {
    %true = arith.constant true
    %cst = arith.constant dense<33> : vector<8xi8>
    %0 = arith.select %true, %cst, %cst : vector<8xi8>
    %c0 = arith.constant 0 : index
    %inserted = tensor.insert %arg1 into %arg0[%c0] : tensor<?xi32>
    %alloca = memref.alloca() : memref<3xf32>
    linalg.div ins(%alloca, %alloca : memref<3xf32>, memref<3xf32>) outs(%alloca : memref<3xf32>)
    %alloc = memref.alloc() : memref<2048xi8>
    %c0_0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %view = memref.view %alloc[%c0_0][%c3] : memref<2048xi8> to memref<?x4xf16>
    %cst_1 = arith.constant dense<-7.500000e+00> : vector<4x4xf64>
    %1 = arith.fptoui %cst_1 : vector<4x4xf64> to vector<4x4xi8>
    %cst_2 = arith.constant -1.000000e+00 : f32
    %2 = arith.cmpf ule, %cst_2, %cst_2 : f32
    %c0_3 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %3 = memref.load %view[%c0_3, %c2] : memref<?x4xf16>
    %4 = arith.cmpi sgt, %arg1, %arg1 : i32
    %5 = tensor.empty() : tensor<8xi32>
    return %5 : tensor<8xi32>
  }
}

