module {
  func.func private @ext0() -> (f32, i32) attributes {llvm.emit_c_interface, note = "generated"}
  func.func @fn.0(%arg0: i32 {llvm.signext}, %arg1: f16) -> f16 {
    %cst = arith.constant dense<1> : tensor<4xi32>
    %c3 = arith.constant 3 : index
    %extracted_slice = tensor.extract_slice %cst[0] [%c3] [1] : tensor<4xi32> to tensor<?xi32>
    %cst_0 = arith.constant 1.000000e+00 : f32
    %0 = arith.cmpf uno, %cst_0, %cst_0 : f32
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %1 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %c-1_i32) -> (i32) {
      %c8_5 = arith.constant 8 : index
      %alloc_6 = memref.alloc(%c8_5) : memref<2x?xf16>
      %c1_7 = arith.constant 1 : index
      %c0_8 = arith.constant 0 : index
      memref.store %arg1, %alloc_6[%c1_7, %c0_8] : memref<2x?xf16>
      scf.yield %arg0 : i32
    }
    %2 = math.fma %cst_0, %cst_0, %cst_0 : f32
    scf.if %0 {
      %cst_5 = arith.constant dense<[-7.500000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00]> : vector<4xf16>
      %cst_6 = arith.constant dense<-1.000000e+00> : vector<4xf16>
      %8 = arith.cmpf ueq, %cst_5, %cst_6 fastmath<fast> : vector<4xf16>
    }
    %cst_1 = arith.constant 2.500000e+00 : f64
    %3 = arith.cmpf true, %cst_1, %cst_1 fastmath<arcp> : f64
    %alloc = memref.alloc() : memref<4x3xf16>
    %c2_2 = arith.constant 2 : index
    %c1_3 = arith.constant 1 : index
    %4 = memref.load %alloc[%c2_2, %c1_3] : memref<4x3xf16>
    %c8 = arith.constant 8 : index
    %5 = tensor.empty(%c8) : tensor<1x?xi64>
    %6 = math.cttz %5 : tensor<1x?xi64>
    %cst_4 = arith.constant dense<-2.500000e-01> : vector<4xf16>
    %7 = arith.cmpf ult, %cst_4, %cst_4 : vector<4xf16>
    %cast = memref.cast %alloc : memref<4x3xf16> to memref<4x?xf16>
    %c0_i16 = arith.constant 0 : i16
    %c1_i16 = arith.constant 1 : i16
    %low, %high = arith.mului_extended %c0_i16, %c1_i16 : i16
    return %4 : f16
  }
}

