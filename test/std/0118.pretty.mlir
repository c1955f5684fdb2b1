module {
  func.func @compute0(%arg0: index, %arg1: f32, %arg2: f32) -> (memref<3xbf16>, tensor<2xf64>) {
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %0:2 = call @compute0(%c4611686018427387903, %arg1, %arg1) : (index, f32, f32) -> (memref<3xbf16>, tensor<2xf64>)
    %alloca = memref.alloca() : memref<2048xi8>
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %view = memref.view %alloca[%c0][%c4] : memref<2048xi8> to memref<?x4xf64>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %cst = arith.constant -7.500000e+00 : f32
    %1:2 = scf.for %arg3 = %c1 to %c0 step %c1_0 iter_args(%arg4 = %cst, %arg5 = %cst) -> (f32, f32) {
      %cst_4 = arith.constant 5.000000e-01 : bf16
      %c2_5 = arith.constant 2 : index
      memref.store %cst_4, %0#0[%c2_5] : memref<3xbf16>
      %4 = tensor.empty() : tensor<3xf32>
      %5 = arith.cmpi sgt, %arg0, %c2_5 : index
      %cst_6 = arith.constant 1.503910e-01 : bf16
      %6 = arith.select %5, %cst_4, %cst_6 : bf16
      %7:2 = func.call @compute0(%c0, %arg5, %arg5) : (index, f32, f32) -> (memref<3xbf16>, tensor<2xf64>)
      scf.yield %arg5, %arg5 : f32, f32
    }
    %c8 = arith.constant 8 : index
    %2 = tensor.empty(%c8) : tensor<?xbf16>
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %2, %c0_1 : tensor<?xbf16>
    %c0_2 = arith.constant 0 : index
    %c4_3 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %3:2 = scf.parallel (%arg3) = (%c0_2) to (%c4_3) step (%c2) init (%arg1, %1#0) -> (f32, f32) {
      %inserted_slice = tensor.insert_slice %0#1 into %0#1[0] [2] [1] : tensor<2xf64> into tensor<2xf64>
      %cst_4 = arith.constant 1.000000e+02 : f32
      scf.reduce(%arg2, %cst_4 : f32, f32) {
      ^bb0(%arg4: f32, %arg5: f32):
        %4 = arith.maximumf %arg4, %arg5 : f32
        scf.reduce.return %4 : f32
      }, {
      ^bb0(%arg4: f32, %arg5: f32):
        %4 = arith.addf %arg4, %arg5 : f32
        scf.reduce.return %4 : f32
      }
    }
    return %0#0, %0#1 : memref<3xbf16>, tensor<2xf64>
  }
  func.func private @compute1(%arg0: f32 {test.foo = 1 : i32}, %arg1: f32, %arg2: bf16) -> tensor<?xbf16> {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c3 = arith.constant 3 : index
    %0 = scf.for %arg3 = %c0 to %c8 step %c3 iter_args(%arg4 = %arg2) -> (bf16) {
      %cst_2 = arith.constant -7.500000e+00 : f64
      %6 = arith.minimumf %cst_2, %cst_2 : f64
      %cst_3 = arith.constant dense<[8, 56]> : vector<2xi32>
      %7 = arith.extsi %cst_3 : vector<2xi32> to vector<2xi64>
      %cst_4 = arith.constant dense<1.000000e+00> : vector<2xf32>
      %8 = arith.cmpf une, %cst_4, %cst_4 fastmath<nnan,ninf,nsz> : vector<2xf32>
      scf.yield %arg4 : bf16
    }
    %cst = arith.constant dense<4.000000e+02> : vector<4xf64>
    %cst_0 = arith.constant dense<[-7.500000e+00, 3.000000e+00, 5.000000e-01, 0.000000e+00]> : vector<4xf64>
    %1 = arith.minimumf %cst, %cst_0 fastmath<afn> : vector<4xf64>
    %2 = arith.negf %arg1 fastmath<arcp> : f32
    %c-1_i8 = arith.constant -1 : i8
    %3 = arith.index_castui %c-1_i8 : i8 to index
    %4 = tensor.empty() : tensor<4x1xf64>
    %transposed = linalg.transpose ins(%4 : tensor<4x1xf64>) outs(%4 : tensor<4x1xf64>) permutation = [0, 1] 
    %c1_i64 = arith.constant 1 : i64
    %c6_i64 = arith.constant 6 : i64
    %c1_i64_1 = arith.constant 1 : i64
    scf.for %arg3 = %c1_i64 to %c6_i64 step %c1_i64_1  : i64 {
      %c1_i32 = arith.constant 1 : i32
      %c8_i32 = arith.constant 8 : i32
      %c1_i32_2 = arith.constant 1 : i32
      %6 = scf.for %arg4 = %c1_i32 to %c8_i32 step %c1_i32_2 iter_args(%arg5 = %arg0) -> (f32)  : i32 {
        scf.yield %2 : f32
      }
    }
    %c5 = arith.constant 5 : index
    %5 = tensor.empty(%c5) : tensor<?xbf16>
    return %5 : tensor<?xbf16>
  }
}

