module {
  func.func private @ext0(f64 {llvm.noundef}, tensor<1x8xf64>) -> (tensor<8x4xi32>, index {llvm.noundef})
  func.func @fn.0(%arg0: f64 {test.foo = 1 : i32}) -> (memref<1x8xf64>, memref<1x?xf64> {llvm.noundef, test.tag = "x"}) {
    %c-1_i64 = arith.constant -1 : i64
    %0 = arith.minsi %c-1_i64, %c-1_i64 : i64
    %c45 = arith.constant 45 : index
    %1 = arith.cmpi sle, %c45, %c45 : index
    %2:2 = scf.if %1 -> (vector<1xf64>, f32) {
      %3 = arith.ceildivui %c45, %c45 : index
      %cst = arith.constant dense<3.000000e+00> : vector<1xf64>
      %cst_1 = arith.constant 5.000000e-01 : f32
      scf.yield %cst, %cst_1 : vector<1xf64>, f32
    } else {
      %cst = arith.constant dense<-7.500000e+00> : vector<1xf64>
      %cst_1 = arith.constant -7.500000e+00 : f32
      scf.yield %cst, %cst_1 : vector<1xf64>, f32
    }
    %alloc = memref.alloc() : memref<1x8xf64>
    %c2 = arith.constant 2 : index
    %alloc_0 = memref.alloc(%c2) {alignment = 64 : i64} : memref<1x?xf64>
    return %alloc, %alloc_0 : memref<1x8xf64>, memref<1x?xf64>
  }
  func.func @f1(%arg0: f64, %arg1: tensor<8x3x8xi16>, %arg2: f64 {llvm.noundef}) -> memref<4x1xf64> attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %cst = arith.constant 2.500000e+00 : f64
    %0 = arith.remf %cst, %arg2 fastmath<arcp> : f64
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %from_elements = tensor.from_elements %cst : tensor<1xf64>
    %c3 = arith.constant 3 : index
    %1 = arith.cmpi eq, %c3, %c3 : index
    %cst_0 = arith.constant 0.000000e+00 : f64
    cf.cond_br %1, ^bb2(%0 : f64), ^bb2(%cst_0 : f64)
  ^bb2(%2: f64):  // 2 preds: ^bb1, ^bb1
    %c11_i16 = arith.constant 11 : i16
    %3 = arith.bitcast %c11_i16 : i16 to f16
    cf.br ^bb3
  ^bb3:  // pred: ^bb2
    %c35_i16 = arith.constant 35 : i16
    %c-1_i16 = arith.constant -1 : i16
    %4 = arith.cmpi sle, %c35_i16, %c-1_i16 : i16
    cf.cond_br %4, ^bb4, ^bb4
  ^bb4:  // 2 preds: ^bb3, ^bb3
    %alloc = memref.alloc() : memref<4x1xf64>
    return %alloc : memref<4x1xf64>
  }
}

