module {
  func.func @compute0(%arg0: memref<2xindex>) -> (vector<8x1xindex>, index {test.foo = 1 : i32}, memref<?xindex>) {
    %cst = arith.constant dense<1.000000e+00> : vector<8xf16>
    %0 = arith.negf %cst : vector<8xf16>
    %c0_i64 = arith.constant 0 : i64
    %1 = math.ipowi %c0_i64, %c0_i64 : i64
    %cst_0 = arith.constant dense<4.000000e+02> : vector<8x1xf32>
    %2 = math.erf %cst_0 : vector<8x1xf32>
    %c24_i8 = arith.constant 24 : i8
    %sum, %overflow = arith.addui_extended %c24_i8, %c24_i8 : i8, i1
    %c2 = arith.constant 2 : index
    %c29 = arith.constant 29 : index
    %c1 = arith.constant 1 : index
    %cst_1 = arith.constant 1.503910e-01 : bf16
    %3 = scf.for %arg1 = %c2 to %c29 step %c1 iter_args(%arg2 = %cst_1) -> (bf16) {
      %c-2_i16 = arith.constant -2 : i16
      %4 = arith.cmpi sle, %c-2_i16, %c-2_i16 : i16
      %5 = scf.if %4 -> (index) {
        %c1_3 = arith.constant 1 : index
        %c5_4 = arith.constant 5 : index
        %c2_5 = arith.constant 2 : index
        %c-1 = arith.constant -1 : index
        %6:2 = scf.for %arg3 = %c1_3 to %c5_4 step %c2_5 iter_args(%arg4 = %c-1, %arg5 = %c29) -> (index, index) {
          scf.yield %c2, %arg3 : index, index
        }
        scf.yield %c2_5 : index
      } else {
        scf.yield %c29 : index
      }
      scf.yield %cst_1 : bf16
    }
    %cst_2 = arith.constant dense<[[1], [0], [22], [-17], [1], [0], [1], [1]]> : vector<8x1xindex>
    %c5 = arith.constant 5 : index
    %alloc = memref.alloc(%c5) : memref<?xindex>
    return %cst_2, %c1, %alloc : vector<8x1xindex>, index, memref<?xindex>
  }
  func.func public @compute1(%arg0: tensor<?xindex>, %arg1: vector<8xindex>) -> (f64, memref<4x4x3xi32>, i64) attributes {test.kernel} {
    %c5 = arith.constant 5 : index
    %0 = tensor.empty(%c5) : tensor<?xf64>
    %1 = arith.maxnumf %0, %0 : tensor<?xf64>
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %0[%c0] : tensor<?xf64>
    %cst = arith.constant -1.000000e+00 : f16
    %2 = math.asin %cst fastmath<reassoc,contract> : f16
    %c16_i64 = arith.constant 16 : i64
    %3 = arith.maxsi %c16_i64, %c16_i64 : i64
    %cst_0 = arith.constant 5.000000e-01 : bf16
    %4 = arith.divf %cst_0, %cst_0 : bf16
    %c6 = arith.constant 6 : index
    %alloc = memref.alloc(%c6) {alignment = 64 : i64} : memref<?x1xf16>
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %5 = memref.load %alloc[%c0_1, %c0_2] : memref<?x1xf16>
    %cst_3 = arith.constant 0.000000e+00 : f32
    %6 = math.exp2 %cst_3 : f32
    %alloca = memref.alloca() : memref<4x4x3xi32>
    return %extracted, %alloca, %c16_i64 : f64, memref<4x4x3xi32>, i64
  }
}

