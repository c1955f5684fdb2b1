// ir-gen std --seed 173 --size 9
module {
  func.func private @fn.0(%sum: f64) -> (tensor<8xi32> {test.foo = 1 : i32}) {
    %c_2 = arith.constant -1 : index
    %acc = arith.cmpi sgt, %c_2, %c_2 : index
    cf.assert %acc, "ok"
    %cst_4 = arith.constant dense<[4611686018427387903, 4611686018427387903, 69, -1]> : vector<4xi64> // TODO: check
    %5 = arith.cmpi ult, %cst_4, %cst_4 : vector<4xi64>
    %t6 = arith.constant dense<true> : tensor<8xi1>
    %7 = arith.cmpi ugt, %t6, %t6 : tensor<8xi1>
    %8 = arith.constant 1.0 : f32
    %9 = arith.cmpf ole, %8, %8 fastmath<fast> : f32
    %cst = arith.constant dense<50> : tensor<8xi32>
    func.return %cst : tensor<8xi32>
  }
  func.func private @kernel_1(%arg: tensor<8xi64>) -> tensor<8xindex> {
    %lhs = arith.constant dense<0.5> : vector<1x1x2xf32>
    %3 = arith.bitcast %lhs : vector<1x1x2xf32> to vector<1x1x2xi32>
    %v4 = arith.constant 1 : i8
    %cmp_5 = arith.cmpi slt, %v4, %v4 : i8
    cf.assert %cmp_5, ""
    %cst_6 = arith.constant 100.0 : bf16
    %cmp = arith.cmpf ult, %cst_6, %cst_6 fastmath<reassoc,contract> : bf16
    %v8 = arith.constant dense<[[33, -1, 0, 1], [75,14,-1,40], [72, 8, 1, 50], [-1, 76, -1, 55]]> : vector<4x4xi32>
    %x9, %val = arith.addui_extended %v8, %v8 : vector<4x4xi32>, vector<4x4xi1>
    %x11 = arith.constant dense<4611686018427387903> : tensor<8xindex>
    return %x11 : tensor<8xindex>
  }
}
