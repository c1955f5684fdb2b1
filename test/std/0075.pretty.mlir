module {
  func.func @compute0(%arg0: memref<2xi32>, %arg1: memref<4xi32> {llvm.noundef}, %arg2: memref<4xi32> {llvm.noundef, test.tag = "x"}) -> i32 {
    %c75_i64 = arith.constant 75 : i64
    %0 = arith.index_castui %c75_i64 : i64 to index
    %1 = tensor.empty() : tensor<2x4xf32>
    %2 = scf.forall (%arg3) in (2) shared_outs(%arg4 = %1) -> (tensor<2x4xf32>) {
      %c1_i64 = arith.constant 1 : i64
      %5 = arith.minsi %c1_i64, %c1_i64 : i64
      %cst_2 = arith.constant dense<[[0.000000e+00, 3.000000e+00, -1.000000e+00, -7.500000e+00]]> : tensor<1x4xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %cst_2 into %arg4[%arg3, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
      }
    }
    %cst = arith.constant dense<5.000000e-01> : vector<4xf32>
    %3 = arith.negf %cst fastmath<arcp> : vector<4xf32>
    %cst_0 = arith.constant dense<0> : vector<4xi64>
    %sum, %overflow = arith.addui_extended %cst_0, %cst_0 : vector<4xi64>, vector<4xi1>
    %cst_1 = arith.constant dense<-7.500000e+00> : tensor<2xf32>
    %4 = arith.addf %cst_1, %cst_1 fastmath<arcp> : tensor<2xf32>
    %c36_i32 = arith.constant 36 : i32
    return %c36_i32 : i32
  }
}

