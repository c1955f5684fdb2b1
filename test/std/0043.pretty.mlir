module {
  func.func @f0(%arg0: i16, %arg1: i8 {llvm.noundef}, %arg2: i16 {llvm.noundef, test.tag = "x"}, %arg3: i8) -> (f32 {llvm.noundef, test.tag = "x"}) {
    %0 = arith.extui %arg0 : i16 to i32
    %c-15_i32 = arith.constant -15 : i32
    %1 = arith.cmpi sle, %c-15_i32, %c-15_i32 : i32
    %2 = tensor.empty() : tensor<4x8xf32>
    %3 = arith.select %1, %2, %2 : tensor<4x8xf32>
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %extracted = tensor.extract %2[%c1, %c7] : tensor<4x8xf32>
    %cst = arith.constant dense<[1.000000e+00, 1.000000e+00, 1.000000e+02]> : tensor<3xf32>
    %4 = arith.truncf %cst : tensor<3xf32> to tensor<3xbf16>
    %c8 = arith.constant 8 : index
    %alloc = memref.alloc(%c8) : memref<?x8xindex>
    memref.dealloc %alloc : memref<?x8xindex>
    %cst_0 = arith.constant 2.500000e+00 : f64
    %5 = arith.fptosi %cst_0 : f64 to i64
    %alloc_1 = memref.alloc() : memref<3xi16>
    %c0 = arith.constant 0 : index
    %6 = memref.load %alloc_1[%c0] : memref<3xi16>
    %7 = arith.negf %2 fastmath<reassoc,contract> : tensor<4x8xf32>
    %8 = arith.andi %c8, %c1 : index
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %c0_5 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c2 = arith.constant 2 : index
    scf.parallel (%arg4, %arg5) = (%c0_2, %c0_5) to (%c1_3, %c6) step (%c1_4, %c2) {
      %c1_7 = arith.constant 1 : index
      %10 = arith.minsi %8, %c1_7 : index
      scf.reduce 
    }
    %c26_i32 = arith.constant 26 : i32
    %9 = scf.while (%arg4 = %c26_i32) : (i32) -> i32 {
      %cst_7 = arith.constant dense<-1> : vector<3xi32>
      scf.condition(%1) %c26_i32 : i32
    } do {
    ^bb0(%arg4: i32):
      %cast = tensor.cast %2 : tensor<4x8xf32> to tensor<?x8xf32>
      memref.copy %alloc, %alloc : memref<?x8xindex> to memref<?x8xindex>
      %c-1_i8 = arith.constant -1 : i8
      %f = func.constant @f0 : (i16, i8, i16, i8) -> f32
      %10 = func.call_indirect %f(%6, %c-1_i8, %6, %arg3) : (i16, i8, i16, i8) -> f32
      %11 = arith.divf %10, %extracted fastmath<nnan,ninf,nsz> : f32
      %c-17_i32 = arith.constant -17 : i32
      scf.yield %c-17_i32 : i32
    }
    %cst_6 = arith.constant 1.000000e+00 : f32
    return %cst_6 : f32
  }
}

