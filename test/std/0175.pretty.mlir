#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @compute0(%arg0: i32, %arg1: i32) -> i32 {
    %cst = arith.constant dense<-1.000000e+00> : tensor<8xf64>
    cf.br ^bb1(%arg1 : i32)
  ^bb1(%0: i32):  // pred: ^bb0
    %cst_0 = arith.constant dense<1> : tensor<4x4xi16>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_0, %cst_0 : tensor<4x4xi16>, tensor<4x4xi16>) outs(%cst_0 : tensor<4x4xi16>) {
    ^bb0(%in: i16, %in_4: i16, %out: i16):
      %8 = arith.addi %in, %in_4 : i16
      %9 = arith.addi %8, %out : i16
      linalg.yield %9 : i16
    } -> tensor<4x4xi16>
    %true = arith.constant true
    cf.cond_br %true, ^bb3, ^bb2(%arg1 : i32)
  ^bb2(%2: i32):  // pred: ^bb1
    %cst_1 = arith.constant dense<1> : vector<8x4xindex>
    %3 = arith.ceildivui %cst_1, %cst_1 : vector<8x4xindex>
    %true_2 = arith.constant true
    %c-1_i64 = arith.constant -1 : i64
    cf.cond_br %true_2, ^bb4(%c-1_i64 : i64), ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    %4 = arith.cmpi uge, %arg1, %arg1 : i32
    %c39 = arith.constant 39 : index
    %c0 = arith.constant 0 : index
    %5 = arith.cmpi sge, %c39, %c0 : index
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    %c1_i64 = arith.constant 1 : i64
    cf.cond_br %5, ^bb4(%c4611686018427387903_i64 : i64), ^bb4(%c1_i64 : i64)
  ^bb4(%6: i64):  // 3 preds: ^bb2, ^bb3, ^bb3
    %cst_3 = arith.constant dense<3.000000e+00> : vector<4x4xf16>
    %7 = arith.cmpf ule, %cst_3, %cst_3 fastmath<afn> : vector<4x4xf16>
    %c15_i32 = arith.constant 15 : i32
    return %c15_i32 : i32
  }
}

