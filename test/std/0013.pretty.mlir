module {
  func.func private @ext0(tensor<4xi32>, f64) -> f64
  func.func private @fn.0(%arg0: memref<1x4xf64> {llvm.noundef, test.tag = "x"}, %arg1: tensor<4xi8>, %arg2: vector<1x4xi64>) -> (f32 {test.foo = 1 : i32}) {
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<1x4xf64> to memref<2x2xf64, strided<[2, 1]>>
    %c-1_i64 = arith.constant -1 : i64
    %0 = arith.cmpi ugt, %c-1_i64, %c-1_i64 : i64
    %cst = arith.constant -1.000000e+00 : f64
    cf.cond_br %0, ^bb3(%cst, %cst : f64, f64), ^bb1
  ^bb1:  // pred: ^bb0
    %1 = arith.select %0, %cst, %cst : f64
    cf.br ^bb2(%c-1_i64 : i64)
  ^bb2(%2: i64):  // pred: ^bb1
    %cst_0 = arith.constant 5.000000e-01 : bf16
    %3 = arith.cmpf true, %cst_0, %cst_0 fastmath<fast> : bf16
    %cst_1 = arith.constant 3.000000e+00 : f64
    %cst_2 = arith.constant 4.000000e+02 : f64
    cf.br ^bb3(%cst_1, %cst_2 : f64, f64)
  ^bb3(%4: f64, %5: f64):  // 2 preds: ^bb0, ^bb2
    %c2 = arith.constant 2 : index
    %c2_3 = arith.constant 2 : index
    %c127_i8 = arith.constant 127 : i8
    %6 = scf.for %arg3 = %c2 to %c2 step %c2_3 iter_args(%arg4 = %c127_i8) -> (i8) {
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %7 = memref.load %reinterpret_cast[%c1, %c0] : memref<2x2xf64, strided<[2, 1]>>
      %c-1_i8 = arith.constant -1 : i8
      scf.yield %c-1_i8 : i8
    }
    %cst_4 = arith.constant 1.000000e+00 : f32
    return %cst_4 : f32
  }
}

