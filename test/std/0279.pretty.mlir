module {
  func.func @kernel_0(%arg0: tensor<1x1xi32>) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %cst = arith.constant dense<1> : vector<1x4xi64>
    %cst_0 = arith.constant dense<-1> : vector<1x4xi64>
    %0 = arith.shrui %cst, %cst_0 : vector<1x4xi64>
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst_1 = arith.constant 1.000000e+00 : f32
    cf.switch %c2147483647_i32 : i32, [
      default: ^bb1(%c2147483647_i32 : i32),
      4294967295: ^bb3(%cst_1 : f32)
    ]
  ^bb1(%1: i32):  // pred: ^bb0
    %cst_2 = arith.constant 1.000000e+00 : f32
    %c127_i8 = arith.constant 127 : i8
    %2 = math.fpowi %cst_2, %c127_i8 : f32, i8
    %cst_3 = arith.constant 1.500000e-01 : f64
    cf.br ^bb2(%cst_3 : f64)
  ^bb2(%3: f64):  // pred: ^bb1
    %alloc = memref.alloc() : memref<1x4xf32>
    %c1 = arith.constant 1 : index
    %subview = memref.subview %alloc[0, 1] [1, %c1] [1, 1] : memref<1x4xf32> to memref<1x?xf32, strided<[4, 1], offset: 1>>
    cf.switch %c2147483647_i32 : i32, [
      default: ^bb3(%cst_1 : f32),
      1: ^bb3(%cst_1 : f32),
      4: ^bb3(%cst_1 : f32),
      6: ^bb3(%cst_1 : f32)
    ]
  ^bb3(%4: f32):  // 5 preds: ^bb0, ^bb2, ^bb2, ^bb2, ^bb2
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [1, 1, 1] : tensor<1x1xi32> into tensor<1x1x1xi32>
    return
  }
  func.func @fn.1(%arg0: f32 {test.foo = 1 : i32}) -> f32 {
    %c8 = arith.constant 8 : index
    %0 = tensor.empty(%c8) : tensor<?x4x2xf16>
    %1 = arith.maximumf %0, %0 fastmath<arcp> : tensor<?x4x2xf16>
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 5.000000e-01 : f32
    %c32767_i16 = arith.constant 32767 : i16
    %2:2 = scf.for %arg1 = %c2 to %c5 step %c3 iter_args(%arg2 = %cst, %arg3 = %c32767_i16) -> (f32, i16) {
      %c-1_i16 = arith.constant -1 : i16
      %low, %high = arith.mului_extended %c32767_i16, %c-1_i16 : i16
      %cst_3 = arith.constant 1.000000e+02 : f64
      %3 = math.powf %cst_3, %cst_3 : f64
      %cst_4 = arith.constant dense<[[-1, 1, 1, 1], [62, 72, -1, 12], [25, 32767, -19, -1], [70, -8, 32767, -1]]> : vector<4x4xi16>
      %cst_5 = arith.constant dense<[[69, -1, 1, -1], [32767, 1, -3, 0], [0, 20, 1, 69], [1, 1, -19, 0]]> : vector<4x4xi16>
      %4 = arith.shli %cst_4, %cst_5 overflow<nsw> : vector<4x4xi16>
      %c-13_i16 = arith.constant -13 : i16
      scf.yield %arg2, %c-13_i16 : f32, i16
    }
    %c0 = arith.constant 0 : index
    %c8_0 = arith.constant 8 : index
    %c2_1 = arith.constant 2 : index
    scf.parallel (%arg1) = (%c0) to (%c8_0) step (%c2_1) {
      scf.reduce 
    }
    %cst_2 = arith.constant -7.500000e+00 : f32
    return %cst_2 : f32
  }
}

