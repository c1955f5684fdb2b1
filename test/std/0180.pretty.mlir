module {
  func.func private @ext0() attributes {level = 2 : i64, passthrough = ["nounwind"]}
  module @inner {
    func.func public @helper0() -> f64 {
      %alloc = memref.alloc() : memref<3x8x8xi8>
      memref.dealloc %alloc : memref<3x8x8xi8>
      %cst = arith.constant dense<-1> : vector<3xi32>
      %sum, %overflow = arith.addui_extended %cst, %cst : vector<3xi32>, vector<3xi1>
      %c45_i8 = arith.constant 45 : i8
      %from_elements = tensor.from_elements %c45_i8, %c45_i8, %c45_i8, %c45_i8 : tensor<4xi8>
      %cst_0 = arith.constant 5.000000e-01 : f64
      return %cst_0 : f64
    }
  }
  func.func @fn.0(%arg0: vector<4xf64>, %arg1: i8) {
    %alloc = memref.alloc() : memref<3x8x8xi32>
    %collapse_shape = memref.collapse_shape %alloc [[0], [1, 2]] : memref<3x8x8xi32> into memref<3x64xi32>
    %c0_i32 = arith.constant 0 : i32
    cf.br ^bb1(%c0_i32 : i32)
  ^bb1(%0: i32):  // pred: ^bb0
    %cst = arith.constant 1.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %1 = math.fpowi %cst, %c0_i64 : f32, i64
    cf.br ^bb2(%arg1 : i8)
  ^bb2(%2: i8):  // pred: ^bb1
    %true = arith.constant true
    cf.cond_br %true, ^bb3(%2 : i8), ^bb4(%arg1 : i8)
  ^bb3(%3: i8):  // pred: ^bb2
    %c1_i8 = arith.constant 1 : i8
    cf.br ^bb4(%c1_i8 : i8)
  ^bb4(%4: i8):  // 2 preds: ^bb2, ^bb3
    return
  }
  func.func @fn.1(%arg0: tensor<?xi8>) -> f64 attributes {ref = @inner::@helper0} {
    %alloc = memref.alloc() : memref<1x2xi8>
    %collapse_shape = memref.collapse_shape %alloc [[0, 1]] : memref<1x2xi8> into memref<2xi8>
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %0 = tensor.empty() : tensor<3x8x8xi8>
    %extracted_slice = tensor.extract_slice %0[0, 0, 1] [3, 3, 6] [1, 2, 1] : tensor<3x8x8xi8> to tensor<3x3x6xi8>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %false = arith.constant false
    %c24_i32 = arith.constant 24 : i32
    %cst = arith.constant 1.000000e+00 : f64
    %cst_0 = arith.constant -7.500000e+00 : f64
    cf.cond_br %false, ^bb3(%c24_i32, %cst_0 : i32, f64), ^bb3(%c24_i32, %cst : i32, f64)
  ^bb3(%1: i32, %2: f64):  // 2 preds: ^bb2, ^bb2
    return %2 : f64
  }
}

