module {
  func.func private @ext0(tensor<2x2xi8>, tensor<?xi8> {llvm.noundef}) -> (i32 {llvm.noundef})
  func.func private @compute0(%arg0: tensor<4x2xi8>) -> tensor<1x?xi32> {
    %0 = tensor.empty() : tensor<2xf32>
    %cst = arith.constant dense<-2.500000e-01> : tensor<4x2xf32>
    %broadcasted = linalg.broadcast ins(%0 : tensor<2xf32>) outs(%cst : tensor<4x2xf32>) dimensions = [0] 
    %cst_0 = arith.constant dense<0.000000e+00> : vector<4x1xf32>
    %1 = math.exp %cst_0 : vector<4x1xf32>
    %c65_i32 = arith.constant 65 : i32
    %from_elements = tensor.from_elements %c65_i32, %c65_i32, %c65_i32, %c65_i32 : tensor<4xi32>
    %cst_1 = arith.constant 0.000000e+00 : f64
    %2 = arith.minimumf %cst_1, %cst_1 : f64
    %cst_2 = arith.constant dense<[[-1, 66, 1, 127]]> : tensor<1x4xi8>
    %3 = scf.forall (%arg1) in (1) shared_outs(%arg2 = %cst_2) -> (tensor<1x4xi8>) {
      %false = arith.constant false
      %cst_4 = arith.constant dense<127> : vector<8xi8>
      %6 = arith.select %false, %cst_4, %cst_4 : vector<8xi8>
      %c2_5 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %extracted = tensor.extract %arg0[%c2_5, %c1] : tensor<4x2xi8>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %cst_2 into %arg2[%arg1, 0] [1, 4] [1, 1] : tensor<1x4xi8> into tensor<1x4xi8>
      }
    }
    %cst_3 = arith.constant dense<0> : tensor<4x2xi16>
    %4 = arith.cmpi slt, %cst_3, %cst_3 : tensor<4x2xi16>
    %c2 = arith.constant 2 : index
    %5 = tensor.empty(%c2) : tensor<1x?xi32>
    return %5 : tensor<1x?xi32>
  }
}

