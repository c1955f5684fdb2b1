module {
  func.func public @compute0(%arg0: i32, %arg1: i32) -> (memref<4xindex> {llvm.noundef, test.tag = "x"}) {
    %c22_i8 = arith.constant 22 : i8
    %0 = tensor.empty() : tensor<4xi8>
    %1 = linalg.fill ins(%c22_i8 : i8) outs(%0 : tensor<4xi8>) -> tensor<4xi8>
    %alloca = memref.alloca() : memref<4xi32>
    %cast = memref.cast %alloca : memref<4xi32> to memref<4xi32>
    %cst = arith.constant dense<[[false, false], [false, false], [true, false], [true, false]]> : vector<4x2xi1>
    %2 = arith.minsi %cst, %cst : vector<4x2xi1>
    %c-1_i16 = arith.constant -1 : i16
    %3 = arith.extui %c-1_i16 : i16 to i64
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    scf.for %arg2 = %c2 to %c2 step %c2_0 {
      %6 = math.ctpop %c-1_i16 : i16
      %c0_3 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %c2_4 = arith.constant 2 : index
      scf.parallel (%arg3) = (%c0_3) to (%c3) step (%c2_4) {
        %cst_6 = arith.constant 2.500000e+00 : f32
        %c2_7 = arith.constant 2 : index
        %splat = tensor.splat %cst_6[%c2_7] : tensor<?xf32>
        scf.reduce 
      }
      %cst_5 = arith.constant dense<4.000000e+02> : vector<4x2xf16>
      %7 = math.fma %cst_5, %cst_5, %cst_5 : vector<4x2xf16>
    }
    %c0 = arith.constant 0 : index
    %4 = memref.load %alloca[%c0] : memref<4xi32>
    %cst_1 = arith.constant 1.000000e+02 : f16
    %5 = arith.cmpf ult, %cst_1, %cst_1 fastmath<reassoc,contract> : f16
    %c5 = arith.constant 5 : index
    %alloc = memref.alloc(%c5) : memref<4x?xf32>
    memref.dealloc %alloc : memref<4x?xf32>
    %alloc_2 = memref.alloc() : memref<4xindex>
    return %alloc_2 : memref<4xindex>
  }
}

