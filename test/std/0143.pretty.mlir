module {
  func.func private @ext0(f16, index) attributes {llvm.emit_c_interface, note = "generated"}
  func.func public @f0() -> (f16 {llvm.noundef}) {
    %cst = arith.constant -1.000000e+00 : f32
    %0 = arith.subf %cst, %cst fastmath<nnan,ninf,nsz> : f32
    %cst_0 = arith.constant dense<[[[7], [1]], [[-1], [4611686018427387903]], [[60], [1]]]> : vector<3x2x1xindex>
    %cst_1 = arith.constant dense<-10> : vector<3x2x1xindex>
    %1 = arith.maxsi %cst_0, %cst_1 : vector<3x2x1xindex>
    %cst_2 = arith.constant dense<2.500000e+00> : vector<3x2x1xbf16>
    %2 = math.trunc %cst_2 : vector<3x2x1xbf16>
    %alloc = memref.alloc() : memref<3x2x1xf16>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %3 = memref.load %alloc[%c0, %c1, %c0_3] : memref<3x2x1xf16>
    %4 = arith.mulf %3, %3 : f16
    %5 = tensor.empty() : tensor<3x2x1xf16>
    %c2 = arith.constant 2 : index
    %c1_4 = arith.constant 1 : index
    %c0_5 = arith.constant 0 : index
    %extracted = tensor.extract %5[%c2, %c1_4, %c0_5] : tensor<3x2x1xf16>
    %6 = arith.cmpf one, %0, %0 : f32
    %c-18_i32 = arith.constant -18 : i32
    %7 = arith.subi %c-18_i32, %c-18_i32 : i32
    %c2_6 = arith.constant 2 : index
    %c0_7 = arith.constant 0 : index
    %c0_8 = arith.constant 0 : index
    %8 = memref.load %alloc[%c2_6, %c0_7, %c0_8] : memref<3x2x1xf16>
    %9 = arith.sitofp %7 : i32 to f32
    %10 = arith.trunci %c-18_i32 overflow<nsw, nuw> : i32 to i1
    %alloc_9 = memref.alloc() : memref<3x2x1xi32>
    %alloc_10 = memref.alloc() {alignment = 16 : i64} : memref<3x1xi32>
    linalg.reduce ins(%alloc_9 : memref<3x2x1xi32>) outs(%alloc_10 : memref<3x1xi32>) dimensions = [1] 
      (%in: i32, %init: i32) {
        %14 = arith.addi %in, %init : i32
        linalg.yield %14 : i32
      }
    %11 = tensor.empty() : tensor<4xf16>
    %cast = tensor.cast %11 : tensor<4xf16> to tensor<4xf16>
    %c2_11 = arith.constant 2 : index
    %c0_12 = arith.constant 0 : index
    %c0_13 = arith.constant 0 : index
    %12 = memref.load %alloc_9[%c2_11, %c0_12, %c0_13] : memref<3x2x1xi32>
    %13 = scf.execute_region -> f16 {
      scf.yield %3 : f16
    }
    %cst_14 = arith.constant -1.000000e+00 : f16
    return %cst_14 : f16
  }
}

