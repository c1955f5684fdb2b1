module {
  func.func @kernel_0(%arg0: i8 {llvm.noundef, test.tag = "x"}, %arg1: i8 {llvm.zeroext}, %arg2: vector<3x4xi16>) {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c2 to %c3 step %c1 {
      %alloca = memref.alloca() : memref<2048xi8>
      %c0_4 = arith.constant 0 : index
      %view = memref.view %alloca[%c0_4][] : memref<2048xi8> to memref<4x8xf16>
    }
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c3_0 = arith.constant 3 : index
    scf.for %arg3 = %c0 to %c5 step %c3_0 {
      %2 = tensor.empty() : tensor<1x4xi8>
      %c0_4 = arith.constant 0 : index
      %c1_5 = arith.constant 1 : index
      %extracted = tensor.extract %2[%c0_4, %c1_5] : tensor<1x4xi8>
    }
    %cst = arith.constant -1.000000e+00 : f64
    %0 = arith.truncf %cst to_nearest_even : f64 to bf16
    %alloc = memref.alloc() : memref<3x4xi16>
    %subview = memref.subview %alloc[1, 1] [2, 1] [1, 1] : memref<3x4xi16> to memref<2x1xi16, strided<[4, 1], offset: 5>>
    %c0_i8 = arith.constant 0 : i8
    %c0_i8_1 = arith.constant 0 : i8
    call @kernel_0(%c0_i8, %c0_i8_1, %arg2) : (i8, i8, vector<3x4xi16>) -> ()
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %1 = memref.load %subview[%c0_2, %c0_3] : memref<2x1xi16, strided<[4, 1], offset: 5>>
    return
  }
  func.func @f1(%arg0: tensor<1x?xi8>) -> (memref<1x4xi8> {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
    %alloc = memref.alloc() : memref<2048xi8>
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %view = memref.view %alloc[%c0][%c5] : memref<2048xi8> to memref<?x4xf32>
    %alloc_0 = memref.alloc() : memref<1x4xi16>
    %c1 = arith.constant 1 : index
    %dim = memref.dim %alloc_0, %c1 : memref<1x4xi16>
    %cst = arith.constant -1.000000e+00 : bf16
    %0 = arith.negf %cst fastmath<nnan,ninf,nsz> : bf16
    %alloc_1 = memref.alloc() : memref<3x4xbf16>
    linalg.transpose ins(%alloc_1 : memref<3x4xbf16>) outs(%alloc_1 : memref<3x4xbf16>) permutation = [0, 1] 
    %cst_2 = arith.constant -7.500000e+00 : f32
    %1 = arith.cmpf ult, %cst_2, %cst_2 fastmath<nnan,ninf,nsz> : f32
    %cst_3 = arith.constant dense<50> : tensor<1xi16>
    %cast = tensor.cast %cst_3 : tensor<1xi16> to tensor<1xi16>
    %cst_4 = arith.constant dense<127> : vector<1x4xi8>
    %cst_5 = arith.constant dense<[[-1, 23, 0, 1]]> : vector<1x4xi8>
    %2 = arith.divsi %cst_4, %cst_5 : vector<1x4xi8>
    %cst_6 = arith.constant 5.000000e-01 : bf16
    %c1_i32 = arith.constant 1 : i32
    %3 = math.fpowi %cst_6, %c1_i32 fastmath<afn> : bf16, i32
    %alloc_7 = memref.alloc() : memref<1x4xi8>
    return %alloc_7 : memref<1x4xi8>
  }
}

