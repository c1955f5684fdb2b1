module {
  module @inner {
    func.func private @helper0(%arg0: tensor<1xindex>) -> tensor<4xindex> attributes {test.kernel} {
      %c1_i16 = arith.constant 1 : i16
      %0 = arith.xori %c1_i16, %c1_i16 : i16
      %1 = arith.shrsi %0, %0 : i16
      %cst = arith.constant 1.000000e+00 : f64
      %2 = math.fpowi %cst, %1 fastmath<nnan,ninf> : f64, i16
      %cst_0 = arith.constant dense<80> : tensor<4xindex>
      return %cst_0 : tensor<4xindex>
    }
  }
  func.func @compute0(%arg0: tensor<?x8x3xindex>, %arg1: tensor<8x8x3xindex>) -> i64 attributes {ref = @inner::@helper0} {
    %alloc = memref.alloc() : memref<8x8x3xindex>
    %c7 = arith.constant 7 : index
    %c5 = arith.constant 5 : index
    %c1 = arith.constant 1 : index
    %0 = memref.load %alloc[%c7, %c5, %c1] : memref<8x8x3xindex>
    %cst = arith.constant -7.500000e+00 : bf16
    %cst_0 = arith.constant 4.000000e+02 : bf16
    %1 = arith.maxnumf %cst, %cst_0 : bf16
    %cst_1 = arith.constant 0.000000e+00 : f64
    %2 = arith.minnumf %cst_1, %cst_1 fastmath<nnan,ninf> : f64
    %c32767_i16 = arith.constant 32767 : i16
    cf.switch %c32767_i16 : i16, [
      default: ^bb1,
      3: ^bb1,
      4: ^bb4
    ]
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %cst_2 = arith.constant dense<-1> : vector<1xi16>
    %c7_3 = arith.constant 7 : index
    %c1_4 = arith.constant 1 : index
    %cst_5 = arith.constant dense<[[[4611686018427387903], [17]]]> : tensor<1x2x1xindex>
    %inserted_slice = tensor.insert_slice %cst_5 into %arg1[%c7_3, 0, 2] [1, 2, 1] [%c1_4, 1, 1] : tensor<1x2x1xindex> into tensor<8x8x3xindex>
    %expand_shape = memref.expand_shape %alloc [[0], [1], [2, 3]] output_shape [8, 8, 3, 1] : memref<8x8x3xindex> into memref<8x8x3x1xindex>
    cf.switch %c32767_i16 : i16, [
      default: ^bb2,
      0: ^bb2
    ]
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %false = arith.constant false
    %3 = scf.if %false -> (index) {
      %c77_i64 = arith.constant 77 : i64
      %5:2 = scf.while (%arg2 = %cst_1, %arg3 = %c77_i64) : (f64, i64) -> (f64, i64) {
        %cst_7 = arith.constant -7.500000e+00 : f32
        %8 = tensor.empty() : tensor<1xf32>
        %9 = linalg.fill ins(%cst_7 : f32) outs(%8 : tensor<1xf32>) -> tensor<1xf32>
        %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [2, 96], strides: [96, 1] : memref<8x8x3xindex> to memref<2x96xindex, strided<[96, 1]>>
        scf.condition(%false) %2, %c77_i64 : f64, i64
      } do {
      ^bb0(%arg2: f64, %arg3: i64):
        %cst_7 = arith.constant 5.000000e-01 : f64
        %8 = math.log1p %cst_7 fastmath<arcp> : f64
        %c-1_i32 = arith.constant -1 : i32
        %9 = arith.uitofp %c-1_i32 : i32 to bf16
        %c4 = arith.constant 4 : index
        %c3 = arith.constant 3 : index
        %c2 = arith.constant 2 : index
        memref.store %c5, %alloc[%c4, %c3, %c2] : memref<8x8x3xindex>
        %cst_8 = arith.constant 0.000000e+00 : f64
        scf.yield %cst_8, %c77_i64 : f64, i64
      }
      %c127_i8 = arith.constant 127 : i8
      %6 = math.ctpop %c127_i8 : i8
      %cst_6 = arith.constant -7.500000e+00 : f32
      %7 = arith.minimumf %cst_6, %cst_6 : f32
      scf.yield %c7 : index
    } else {
      %c63_i32 = arith.constant 63 : i32
      %5 = arith.cmpi slt, %c63_i32, %c63_i32 : i32
      scf.yield %0 : index
    }
    %c-1 = arith.constant -1 : index
    cf.br ^bb3(%c-1 : index)
  ^bb3(%4: index):  // pred: ^bb2
    cf.br ^bb4
  ^bb4:  // 2 preds: ^bb0, ^bb3
    %c1_i64 = arith.constant 1 : i64
    return %c1_i64 : i64
  }
}

