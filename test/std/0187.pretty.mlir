module {
  module @inner {
    func.func public @helper0(%arg0: tensor<3xi8> {llvm.noundef, test.tag = "x"}, %arg1: vector<2xi32>, %arg2: tensor<8x3xi64>) -> (i32, i32) attributes {llvm.emit_c_interface, note = "generated"} {
      %alloc = memref.alloc() : memref<4x4xf32>
      %c1 = arith.constant 1 : index
      %dim = memref.dim %alloc, %c1 : memref<4x4xf32>
      %cst = arith.constant dense<[21, -1, -1]> : tensor<3xi8>
      %0:2 = call @helper0(%cst, %arg1, %arg2) : (tensor<3xi8>, vector<2xi32>, tensor<8x3xi64>) -> (i32, i32)
      %cast = tensor.cast %arg2 : tensor<8x3xi64> to tensor<?x3xi64>
      return %0#1, %0#1 : i32, i32
    }
  }
  func.func @f0(%arg0: vector<3xi32>, %arg1: memref<1x3xi16> {test.foo = 1 : i32}, %arg2: tensor<?xi32>) -> tensor<3xf32> attributes {test.kernel} {
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %arg2[%c0] : tensor<?xi32>
    %c0_0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c1 = arith.constant 1 : index
    %c3_i32 = arith.constant 3 : i32
    %c38_i32 = arith.constant 38 : i32
    %0:2 = scf.for %arg3 = %c0_0 to %c6 step %c1 iter_args(%arg4 = %c3_i32, %arg5 = %c38_i32) -> (i32, i32) {
      %cst_1 = arith.constant dense<-1> : vector<8x3xi32>
      %4 = arith.index_castui %cst_1 : vector<8x3xi32> to vector<8x3xindex>
      scf.yield %c3_i32, %c3_i32 : i32, i32
    }
    %cst = arith.constant -1.000000e+00 : f16
    %1 = arith.negf %cst fastmath<arcp> : f16
    %2 = scf.while (%arg3 = %c38_i32) : (i32) -> i32 {
      %cst_1 = arith.constant dense<[-1.000000e+00, 1.500000e-01, 0.000000e+00]> : vector<3xf64>
      %4 = arith.negf %cst_1 fastmath<nnan,ninf,nsz> : vector<3xf64>
      %5 = tensor.empty() : tensor<8x3xi32>
      %6 = linalg.fill ins(%c38_i32 : i32) outs(%5 : tensor<8x3xi32>) -> tensor<8x3xi32>
      %expand_shape = memref.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 1, 3] : memref<1x3xi16> into memref<1x1x3xi16>
      %c55 = arith.constant 55 : index
      %7 = arith.cmpi ule, %c0_0, %c55 : index
      %c1_i32 = arith.constant 1 : i32
      scf.condition(%7) %c1_i32 : i32
    } do {
    ^bb0(%arg3: i32):
      scf.yield %arg3 : i32
    }
    %3 = tensor.empty() : tensor<3xf32>
    return %3 : tensor<3xf32>
  }
  func.func @compute1(%arg0: f32, %arg1: memref<8x3xf32>) attributes {ref = @inner::@helper0} {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    memref.store %arg0, %arg1[%c0, %c2] : memref<8x3xf32>
    %false = arith.constant false
    cf.cond_br %false, ^bb2(%arg0 : f32), ^bb1
  ^bb1:  // pred: ^bb0
    %c-1_i32 = arith.constant -1 : i32
    %c4_i64 = arith.constant 4 : i64
    %cst = arith.constant 2.500000e+00 : f32
    %cst_0 = arith.constant 2.500000e+00 : f32
    cf.switch %c4_i64 : i64, [
      default: ^bb2(%cst : f32),
      2: ^bb2(%cst_0 : f32)
    ]
  ^bb2(%0: f32):  // 3 preds: ^bb0, ^bb1, ^bb1
    %c5 = arith.constant 5 : index
    %c0_1 = arith.constant 0 : index
    %1 = memref.load %arg1[%c5, %c0_1] : memref<8x3xf32>
    cf.br ^bb3
  ^bb3:  // pred: ^bb2
    %c-1_i64 = arith.constant -1 : i64
    %2 = arith.trunci %c-1_i64 : i64 to i32
    %c18_i32 = arith.constant 18 : i32
    cf.cond_br %false, ^bb4(%c18_i32 : i32), ^bb4(%c18_i32 : i32)
  ^bb4(%3: i32):  // 2 preds: ^bb3, ^bb3
    %4 = arith.select %false, %3, %3 : i32
    return
  }
}

