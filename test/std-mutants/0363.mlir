func.func private @ext0(tensor<2x2xi8>, tensor<?xi8> {llvm.noundef}) -> (i32 {llvm.noundef})
func.func private @compute0(%arg_1: tensor<4x2xi8>) -> (tensor<1x?xi32>) {
   %x_1 = tensor.empty() : tensor<2xf32>
   %v3 = arith.constant dense<-0.25> : tensor<4x2xf32>
   %tmp4 = linalg.broadcast ins(%x_1 : tensor<2xf32>) outs(%v3 : tensor<4x2xf32>) dimensions = [0]
   %y = arith.constant dense<0.0> : vector<4x1xf32>
   %acc = math.exp %y : vector<4x1xf32>
   %val = arith.constant 0x41 : i32
   %8 = tensor.from_elements %val, %val, %val, %val : tensor<4xi32>
   %9 = arith.constant 0.0 : f64
   %rhs = arith.minimumf %9, %9 : f64
   %11 = arith.constant dense<[[-1, 66, 1, 127]]> : tensor<1x4xi8>
   %r_15 = scf.forall (%i) in (1) shared_outs(%out_14 = %11) -> (tensor<1x4xi8>) {
      %16 = arith.constant false
      %cst_17 = arith.constant dense<127> : vector<8xi8>
      %x18 = arith.select %16, %cst_17, %cst_17 : vector<8xi8>
      %a.b = arith.constant 2 : index
      %20 = arith.constant 1 : index
      %extracted_21 = tensor.extract %arg_1[%a.b, %20] : tensor<4x2xi8>
      scf.forall.in_parallel {
         tensor.parallel_insert_slice %11 into %out_14[%i, 0] [1, 4] [1, 1] : tensor<1x4xi8> into tensor<1x4xi8>
      }
   }
   %22 = arith.constant dense<0> : tensor<4x2xi16> //
   %cmp = arith.cmpf slt, %22, %22 : tensor<4x2xi16>
   %t25 = arith.constant 2 : index
   %empty_26 = tensor.empty(%t25) : tensor<1x?xi32>
   func.return %empty_26 : tensor<1x?xi32>
}
