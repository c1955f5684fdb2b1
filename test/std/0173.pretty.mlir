module {
  func.func private @fn.0(%arg0: f64) -> (tensor<8xi32> {test.foo = 1 : i32}) {
    %c-1 = arith.constant -1 : index
    %0 = arith.cmpi sgt, %c-1, %c-1 : index
    cf.assert %0, "ok"
    %cst = arith.constant dense<[4611686018427387903, 4611686018427387903, 69, -1]> : vector<4xi64>
    %1 = arith.cmpi ult, %cst, %cst : vector<4xi64>
    %cst_0 = arith.constant dense<true> : tensor<8xi1>
    %2 = arith.cmpi ugt, %cst_0, %cst_0 : tensor<8xi1>
    %cst_1 = arith.constant 1.000000e+00 : f32
    %3 = arith.cmpf ole, %cst_1, %cst_1 fastmath<fast> : f32
    %cst_2 = arith.constant dense<50> : tensor<8xi32>
    return %cst_2 : tensor<8xi32>
  }
  func.func private @kernel_1(%arg0: tensor<8xi64>) -> tensor<8xindex> {
    %cst = arith.constant dense<5.000000e-01> : vector<1x1x2xf32>
    %0 = arith.bitcast %cst : vector<1x1x2xf32> to vector<1x1x2xi32>
    %c1_i8 = arith.constant 1 : i8
    %1 = arith.cmpi slt, %c1_i8, %c1_i8 : i8
    cf.assert %1, ""
    %cst_0 = arith.constant 1.000000e+02 : bf16
    %2 = arith.cmpf ult, %cst_0, %cst_0 fastmath<reassoc,contract> : bf16
    %cst_1 = arith.constant dense<[[33, -1, 0, 1], [75, 14, -1, 40], [72, 8, 1, 50], [-1, 76, -1, 55]]> : vector<4x4xi32>
    %sum, %overflow = arith.addui_extended %cst_1, %cst_1 : vector<4x4xi32>, vector<4x4xi1>
    %cst_2 = arith.constant dense<4611686018427387903> : tensor<8xindex>
    return %cst_2 : tensor<8xindex>
  }
}

