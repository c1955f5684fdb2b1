// ir-gen std --seed 167 --size 21
func.func private @ext0(tensor<2x3x3xf32>, tensor<1xf32>) -> (vector<1xf16> {llvm.noundef}) attributes {test.kernel}
func.func public @kernel_0() -> () {
   %cst_1 = arith.constant 3.0 : f32
   %2 = tensor.splat %cst_1 : tensor<1xf32>
   %c_3 = arith.constant -1 : index
   %4 = arith.index_castui %c_3 : index to i8
   %x5 = arith.constant dense<1.000000e+00> : vector<4x3x4xbf16>
   %asinh_6 = math.asinh %x5 fastmath<none> : vector<4x3x4xbf16>
   %7 = tensor.cast %2 : tensor<1xf32> to tensor<1xf32>
   %8 = arith.constant 0 : index
   %extracted_9 = tensor.extract %2[%8] : tensor<1xf32>
   %10 = arith.constant dense<[3.0]> : vector<1xf16>
   %y = arith.constant dense<0.0> : vector<1xf16>
   %minnumf = arith.minnumf %10, %y fastmath<nnan, ninf, nsz> : vector<1xf16>
   %13 = tensor.cast %2 : tensor<1xf32> to tensor<1xf32>
   %cst_14 = arith.constant dense<-1.0> : tensor<8x3xbf16>
   %lhs = linalg.max ins(%cst_14, %cst_14 : tensor<8x3xbf16>, tensor<8x3xbf16>) outs(%cst_14 : tensor<8x3xbf16>) -> tensor<8x3xbf16>
   %v16 = arith.constant dense<-7.5> : vector<3x8xf64>
   %tmp17 = arith.minimumf %v16, %v16 fastmath<nnan,ninf> : vector<3x8xf64>
   %c = arith.constant 19 : i32
   %x_1 = arith.bitcast %c : i32 to f32
   %20 = tensor.empty() : tensor<2x3x3xf32>
   %21 = func.constant @ext0 : (tensor<2x3x3xf32>, tensor<1xf32>) -> (vector<1xf16>)
   %22 = func.call_indirect %21(%20, %2) : (tensor<2x3x3xf32>, tensor<1xf32>) -> (vector<1xf16>)
   %23 = arith.constant 36 : index
   %25 = arith.constant 2.5 : f16
   %from_elements_26 = tensor.from_elements %25 : tensor<1xf16>

   %27 = arith.constant 0 : index
   %28 = arith.constant 2 : index
   scf.for %iv_29 = %27 to %c_3 step %28 {
   // ---- comment line ----
      %index_castui = arith.index_castui %c : i32 to index
      %31 = arith.constant dense<3.0> : vector<3xf32>
      %roundeven = math.roundeven %31 : vector<3xf32>
   }
   %c_34 = arith.constant 1 : i1
   %v35:2 = scf.if %c_34 -> (f32, i16) {
      %36 = memref.alloc() : memref<1xindex>
      %v37 = arith.constant 0 : index
      memref.store %27, %36[%v37] : memref<1xindex>
      %x38 = arith.constant 0 : index
      %dim = memref.dim %36, %x38 : memref<1xindex>
      %v40 = arith.constant 1.5e-1 : bf16
      %sum = arith.constant 0 : index
      %c_42 = arith.constant 2 : index
      %43 = tensor.insert %v40 into %cst_14[%sum, %c_42] : tensor<8x3xbf16>
      %val = math.expm1 %cst_1 fastmath<nnan,ninf> : f32
      %c_45 = arith.constant 75 : i16
      scf.yield %extracted_9, %c_45 : f32, i16
   } else {
      %c_46 = arith.constant 0 : i16
      scf.yield %x_1, %c_46 : f32, i16
   }
   func.return
}
