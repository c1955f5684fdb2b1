module {
  func.func private @ext0(index)
  module @inner {
    func.func public @helper7() attributes {level = 2 : i64, passthrough = ["nounwind"]} {
      %cst = arith.constant dense<-1> : vector<3x3x8xi32>
      %0 = arith.cmpi uge, %cst, %cst : vector<3x3x8xi32>
      %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
      %1 = arith.cmpi sle, %c4611686018427387903_i64, %c4611686018427387903_i64 : i64
      %c4611686018427387903 = arith.constant 4611686018427387903 : index
      cf.cond_br %1, ^bb2, ^bb1(%c4611686018427387903 : index)
    ^bb1(%2: index):  // pred: ^bb0
      scf.forall (%arg0) in (1) {
        scf.if %1 {
        }
      }
      cf.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      return
    }
  }
  func.func public @compute0(%arg0: tensor<8x3xindex>, %arg1: vector<3x3x8xf64>, %arg2: memref<3x3x8xindex>) attributes {ref = @inner::@helper7} {
    %cst = arith.constant 4.000000e+02 : f64
    %0 = arith.fptoui %cst : f64 to i64
    %c-1_i16 = arith.constant -1 : i16
    %1 = arith.ori %c-1_i16, %c-1_i16 : i16
    %c69_i8 = arith.constant 69 : i8
    %2 = arith.cmpi sge, %c69_i8, %c69_i8 : i8
    %c-3 = arith.constant -3 : index
    cf.cond_br %2, ^bb3(%c-3 : index), ^bb1
  ^bb1:  // pred: ^bb0
    %collapse_shape = memref.collapse_shape %arg2 [[0], [1, 2]] : memref<3x3x8xindex> into memref<3x24xindex>
    %cst_0 = arith.constant dense<[[4.000000e+02, -7.500000e+00], [4.000000e+02, 2.500000e+00], [0.000000e+00, 5.000000e-01], [5.000000e-01, 4.000000e+02]]> : vector<4x2xbf16>
    %3 = arith.divf %cst_0, %cst_0 fastmath<afn> : vector<4x2xbf16>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %reinterpret_cast = memref.reinterpret_cast %arg2 to offset: [0], sizes: [72], strides: [1] : memref<3x3x8xindex> to memref<72xindex, strided<[1]>>
    %cst_1 = arith.constant 3.000000e+00 : f32
    %4 = math.rsqrt %cst_1 : f32
    %c14_i32 = arith.constant 14 : i32
    %5 = arith.cmpi ult, %c14_i32, %c14_i32 : i32
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %c4611686018427387903_2 = arith.constant 4611686018427387903 : index
    cf.cond_br %5, ^bb3(%c4611686018427387903_2 : index), ^bb3(%c4611686018427387903 : index)
  ^bb3(%6: index):  // 3 preds: ^bb0, ^bb2, ^bb2
    %c-1 = arith.constant -1 : index
    %7 = arith.maxui %6, %c-1 : index
    %cst_3 = arith.constant 0.000000e+00 : f32
    %cst_4 = arith.constant 5.000000e-01 : f32
    %8 = arith.remf %cst_3, %cst_4 : f32
    return
  }
}

