#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func @compute0() -> (memref<?xi32> {test.foo = 1 : i32}) {
    %cst = arith.constant dense<-7.500000e+00> : tensor<3x8xf32>
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %extracted = tensor.extract %cst[%c1, %c4] : tensor<3x8xf32>
    %0 = tensor.empty() : tensor<2x8xf64>
    %1 = tensor.empty() : tensor<8x4xf64>
    %2 = tensor.empty() : tensor<2x4xf64>
    %3 = linalg.matmul ins(%0, %1 : tensor<2x8xf64>, tensor<8x4xf64>) outs(%2 : tensor<2x4xf64>) -> tensor<2x4xf64>
    %cst_0 = arith.constant dense<-18> : tensor<4x3xi32>
    %4 = tensor.empty() : tensor<3xi32>
    %reduced = linalg.reduce ins(%cst_0 : tensor<4x3xi32>) outs(%4 : tensor<3xi32>) dimensions = [0] 
      (%in: i32, %init: i32) {
        %15 = arith.addi %in, %init : i32
        linalg.yield %15 : i32
      }
    %cst_1 = arith.constant 1.500000e-01 : f32
    %5 = linalg.fill ins(%cst_1 : f32) outs(%cst : tensor<3x8xf32>) -> tensor<3x8xf32>
    %true = arith.constant true
    cf.cond_br %true, ^bb1, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %true_2 = arith.constant true
    %6 = arith.divsi %true_2, %true_2 : i1
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %alloc = memref.alloc(%c5)[%c7] {alignment = 64 : i64} : memref<?x4xf32, #map>
    %cst_3 = arith.constant dense<[[46, 1, -1, -1, 0, -1, -1, 31]]> : vector<1x8xi32>
    %7 = arith.select %true, %cst_3, %cst_3 : vector<1x8xi32>
    %c1_i32 = arith.constant 1 : i32
    %8 = arith.index_castui %c1_i32 : i32 to index
    %9 = arith.cmpi ule, %c7, %c1 : index
    %cst_4 = arith.constant 1.000000e+00 : f32
    cf.cond_br %9, ^bb2(%c1_i32 : i32), ^bb3(%cst_4, %c1_i32 : f32, i32)
  ^bb2(%10: i32):  // pred: ^bb1
    %alloc_5 = memref.alloc() : memref<3x8xi32>
    memref.copy %alloc_5, %alloc_5 : memref<3x8xi32> to memref<3x8xi32>
    %11 = scf.while (%arg0 = %10) : (i32) -> i32 {
      %alloca = memref.alloca() : memref<4xf32>
      %subview = memref.subview %alloca[1] [3] [1] : memref<4xf32> to memref<3xf32, strided<[1], offset: 1>>
      %cst_10 = arith.constant 1.000000e+00 : f32
      %cst_11 = arith.constant 0.000000e+00 : f32
      %15 = math.fma %cst_10, %cst_11, %cst_10 fastmath<nnan,ninf> : f32
      %16 = arith.cmpi sle, %c1, %c4 : index
      scf.condition(%16) %10 : i32
    } do {
    ^bb0(%arg0: i32):
      %cst_10 = arith.constant dense<true> : vector<4xi1>
      %cst_11 = arith.constant dense<1.000000e+00> : vector<4xf32>
      %15 = arith.select %cst_10, %cst_11, %cst_11 : vector<4xi1>, vector<4xf32>
      %16 = func.call @compute0() : () -> memref<?xi32>
      %alloc_12 = memref.alloc() : memref<4xf32>
      %c1_13 = arith.constant 1 : index
      %17 = memref.load %alloc_12[%c1_13] : memref<4xf32>
      %c11_i32 = arith.constant 11 : i32
      scf.yield %c11_i32 : i32
    }
    %c1_6 = arith.constant 1 : index
    %c1_7 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %12 = scf.for %arg0 = %c1_6 to %c1_7 step %c3 iter_args(%arg1 = %10) -> (i32) {
      %cst_10 = arith.constant 1.000000e+00 : f32
      %c41_i8 = arith.constant 41 : i8
      %15 = math.fpowi %cst_10, %c41_i8 fastmath<fast> : f32, i8
      scf.yield %10 : i32
    }
    %c32767_i16 = arith.constant 32767 : i16
    %c2147483647_i32 = arith.constant 2147483647 : i32
    cf.switch %c32767_i16 : i16, [
      default: ^bb3(%extracted, %11 : f32, i32),
      2: ^bb3(%cst_1, %10 : f32, i32),
      3: ^bb3(%cst_1, %c2147483647_i32 : f32, i32),
      4: ^bb3(%extracted, %10 : f32, i32)
    ]
  ^bb3(%13: f32, %14: i32):  // 5 preds: ^bb1, ^bb2, ^bb2, ^bb2, ^bb2
    %c4_8 = arith.constant 4 : index
    %alloc_9 = memref.alloc(%c4_8) {alignment = 64 : i64} : memref<?xi32>
    return %alloc_9 : memref<?xi32>
  }
}

