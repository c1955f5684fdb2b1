module attributes {test.module_note = "std"} {
  func.func @f0(%arg0: tensor<3xi64> {test.foo = 1 : i32}) -> (tensor<3xi64>, i64) attributes {llvm.emit_c_interface, note = "generated"} {
    %0 = tensor.empty() : tensor<3x4xindex>
    %extracted_slice = tensor.extract_slice %0[0, 3] [2, 1] [2, 1] : tensor<3x4xindex> to tensor<2x1xindex>
    %1 = tensor.empty() : tensor<3xf64>
    %c0 = arith.constant 0 : index
    %extracted_slice_0 = tensor.extract_slice %1[%c0] [1] [1] : tensor<3xf64> to tensor<1xf64>
    %alloc = memref.alloc() : memref<3xi64>
    memref.dealloc %alloc : memref<3xi64>
    %cst = arith.constant dense<[1.000000e+02, 1.000000e+00, 1.500000e-01]> : vector<3xf64>
    %2 = arith.cmpf ule, %cst, %cst : vector<3xf64>
    %cst_1 = arith.constant dense<[0, 4611686018427387903, 29]> : vector<3xindex>
    %3 = arith.cmpi uge, %cst_1, %cst_1 : vector<3xindex>
    %cst_2 = arith.constant dense<-7.500000e+00> : tensor<3xf16>
    %4 = arith.maxnumf %cst_2, %cst_2 fastmath<nnan,ninf,nsz> : tensor<3xf16>
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %c0_i32, %c0_i32 : i32
    %cst_3 = arith.constant dense<-1> : tensor<2x3xi64>
    %cst_4 = arith.constant dense<[[4611686018427387903, 1, 0], [25, 1, 20]]> : tensor<2x3xi64>
    %6 = arith.select %5, %cst_3, %cst_4 : tensor<2x3xi64>
    %cst_5 = arith.constant -1.000000e+00 : bf16
    %7 = arith.cmpf false, %cst_5, %cst_5 fastmath<nnan,ninf,nsz> : bf16
    %c-14_i64 = arith.constant -14 : i64
    %c1 = arith.constant 1 : index
    memref.store %c-14_i64, %alloc[%c1] : memref<3xi64>
    %8 = tensor.empty() : tensor<3xf32>
    %9 = linalg.sub ins(%8, %8 : tensor<3xf32>, tensor<3xf32>) outs(%8 : tensor<3xf32>) -> tensor<3xf32>
    return %arg0, %c-14_i64 : tensor<3xi64>, i64
  }
  func.func @f1(%arg0: f16 {llvm.noundef, test.tag = "x"}, %arg1: i64) -> i64 {
    %0 = math.expm1 %arg0 : f16
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c2 = arith.constant 2 : index
    %c0_0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c2_1 = arith.constant 2 : index
    scf.parallel (%arg2, %arg3) = (%c0, %c0_0) to (%c5, %c8) step (%c2, %c2_1) {
      %2 = arith.andi %c2_1, %c0_0 : index
      scf.forall (%arg4) in (3) {
        %true = arith.constant true
        %4 = arith.shli %true, %true overflow<nuw> : i1
        %c3 = arith.constant 3 : index
        %alloc = memref.alloc(%c3) : memref<?xi64>
        %c0_2 = arith.constant 0 : index
        %dim = memref.dim %alloc, %c0_2 : memref<?xi64>
        %c0_3 = arith.constant 0 : index
        memref.store %c1_i64, %alloc[%c0_3] : memref<?xi64>
      }
      %c-9_i32 = arith.constant -9 : i32
      %3 = arith.sitofp %c-9_i32 : i32 to f16
      scf.reduce 
    }
    %cst = arith.constant dense<[-16, 0, 32]> : vector<3xindex>
    %1 = arith.index_castui %cst : vector<3xindex> to vector<3xi16>
    return %arg1 : i64
  }
}

