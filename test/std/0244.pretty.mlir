module attributes {test.module_note = "std"} {
  memref.global @g0 : memref<8x4xf32> = uninitialized
  func.func private @ext0(f32 {test.foo = 1 : i32}, vector<1xf32>) -> (f32, vector<1xf16>)
  func.func @f0(%arg0: memref<1xf16>, %arg1: f32, %arg2: f16) -> memref<1xf16> {
    %0 = arith.divf %arg1, %arg1 : f32
    %c57_i16 = arith.constant 57 : i16
    %1 = arith.ori %c57_i16, %c57_i16 : i16
    %2 = scf.while (%arg3 = %arg1) : (f32) -> f32 {
      %c49_i32 = arith.constant 49 : i32
      %10 = arith.trunci %c49_i32 : i32 to i1
      memref.copy %arg0, %arg0 : memref<1xf16> to memref<1xf16>
      scf.condition(%10) %arg3 : f32
    } do {
    ^bb0(%arg3: f32):
      %cst_5 = arith.constant 0.000000e+00 : bf16
      %10 = arith.subf %cst_5, %cst_5 fastmath<arcp> : bf16
      scf.yield %arg1 : f32
    }
    %cst = arith.constant -1.000000e+00 : bf16
    %3 = arith.mulf %cst, %cst fastmath<nnan,ninf,nsz> : bf16
    %cast = memref.cast %arg0 : memref<1xf16> to memref<1xf16>
    %c0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c2 = arith.constant 2 : index
    %cst_0 = arith.constant -1.000000e+00 : f32
    %4:2 = scf.for %arg3 = %c0 to %c6 step %c2 iter_args(%arg4 = %cst_0, %arg5 = %arg2) -> (f32, f16) {
      %cst_5 = arith.constant -1.000000e+00 : f32
      %cst_6 = arith.constant -2.500000e-01 : f16
      %10 = func.call @f0(%cast, %cst_5, %cst_6) : (memref<1xf16>, f32, f16) -> memref<1xf16>
      %11 = arith.maxnumf %arg4, %cst_5 fastmath<afn> : f32
      %cst_7 = arith.constant -7.500000e+00 : f32
      scf.yield %cst_7, %arg5 : f32, f16
    }
    %cst_1 = arith.constant 1.000000e+00 : f64
    %5 = arith.fptoui %cst_1 : f64 to i8
    %c2_2 = arith.constant 2 : index
    %6 = tensor.empty(%c2_2) : tensor<8x?xf32>
    %c4 = arith.constant 4 : index
    %c0_3 = arith.constant 0 : index
    %inserted = tensor.insert %2 into %6[%c4, %c0_3] : tensor<8x?xf32>
    %7 = tensor.empty() : tensor<8x4xindex>
    %c3 = arith.constant 3 : index
    %extracted_slice = tensor.extract_slice %7[4, 0] [%c3, 2] [1, 1] : tensor<8x4xindex> to tensor<?x2xindex>
    %cst_4 = arith.constant dense<4611686018427387903> : vector<2x3xi64>
    %sum, %overflow = arith.addui_extended %cst_4, %cst_4 : vector<2x3xi64>, vector<2x3xi1>
    %8 = memref.get_global @g0 : memref<8x4xf32>
    %false = arith.constant false
    %9:2 = scf.if %false -> (f16, tensor<?x8x4xf32>) {
      %cst_5 = arith.constant dense<0.000000e+00> : tensor<1xf16>
      %c0_6 = arith.constant 0 : index
      %extracted = tensor.extract %cst_5[%c0_6] : tensor<1xf16>
      %cst_7 = arith.constant 1.000000e+00 : f16
      %c7 = arith.constant 7 : index
      %10 = tensor.empty(%c7) : tensor<?x8x4xf32>
      scf.yield %cst_7, %10 : f16, tensor<?x8x4xf32>
    } else {
      %10 = arith.ceildivui %1, %c57_i16 : i16
      %cst_5 = arith.constant dense<1.000000e+00> : tensor<4xbf16>
      %cst_6 = arith.constant dense<1.000000e+02> : tensor<8x4xbf16>
      %broadcasted = linalg.broadcast ins(%cst_5 : tensor<4xbf16>) outs(%cst_6 : tensor<8x4xbf16>) dimensions = [0] 
      %cst_7 = arith.constant 1.000000e+00 : f16
      %c3_8 = arith.constant 3 : index
      %11 = tensor.empty(%c3_8) : tensor<?x8x4xf32>
      scf.yield %cst_7, %11 : f16, tensor<?x8x4xf32>
    }
    %alloc = memref.alloc() : memref<1xf16>
    return %alloc : memref<1xf16>
  }
}

