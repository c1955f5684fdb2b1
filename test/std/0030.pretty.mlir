module {
  module @inner {
    func.func public @helper4(%arg0: i32 {llvm.signext}, %arg1: f32) -> f64 {
      %c4611686018427387903 = arith.constant 4611686018427387903 : index
      %0:2 = scf.while (%arg2 = %arg0) : (i32) -> (f64, f64) {
        %c7 = arith.constant 7 : index
        %alloc = memref.alloc(%c7) : memref<?xf16>
        %c0 = arith.constant 0 : index
        %1 = memref.load %alloc[%c0] : memref<?xf16>
        %false = arith.constant false
        %cst_0 = arith.constant 4.000000e+02 : f64
        scf.condition(%false) %cst_0, %cst_0 : f64, f64
      } do {
      ^bb0(%arg2: f64, %arg3: f64):
        scf.yield %arg0 : i32
      }
      %cst = arith.constant 1.000000e+00 : f64
      return %cst : f64
    }
  }
  func.func private @f0() -> memref<1xf64> attributes {test.kernel} {
    %cst = arith.constant 1.500000e-01 : f32
    %c1_i16 = arith.constant 1 : i16
    %0 = math.fpowi %cst, %c1_i16 : f32, i16
    %c1_i8 = arith.constant 1 : i8
    %cst_0 = arith.constant 4.000000e+02 : f64
    cf.switch %c1_i8 : i8, [
      default: ^bb1,
      0: ^bb2(%0 : f32),
      3: ^bb4(%0, %cst_0 : f32, f64)
    ]
  ^bb1:  // pred: ^bb0
    %c0 = arith.constant 0 : index
    %1 = arith.cmpi ule, %c0, %c0 : index
    cf.assert %1, "bounds check"
    %cst_1 = arith.constant 1.500000e-01 : f32
    cf.br ^bb2(%cst_1 : f32)
  ^bb2(%2: f32):  // 2 preds: ^bb0, ^bb1
    %c0_2 = arith.constant 0 : index
    %3 = arith.cmpi sge, %c0_2, %c0_2 : index
    %4 = scf.if %3 -> (f64) {
      %c44_i32 = arith.constant 44 : i32
      %11 = arith.muli %c44_i32, %c44_i32 : i32
      scf.yield %cst_0 : f64
    } else {
      %c2147483647_i32_8 = arith.constant 2147483647 : i32
      %c1_i32_9 = arith.constant 1 : i32
      %11 = arith.cmpi ult, %c2147483647_i32_8, %c1_i32_9 : i32
      %12 = tensor.empty() : tensor<8xi32>
      %13 = math.ipowi %12, %12 : tensor<8xi32>
      %cst_10 = arith.constant 4.000000e+02 : f64
      scf.yield %cst_10 : f64
    }
    cf.br ^bb3(%c0_2, %cst_0 : index, f64)
  ^bb3(%5: index, %6: f64):  // pred: ^bb2
    %cst_3 = arith.constant dense<[1.000000e+00, 1.000000e+00, -7.500000e+00, 4.000000e+02]> : vector<4xf32>
    %7 = arith.mulf %cst_3, %cst_3 fastmath<arcp> : vector<4xf32>
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c1_i32 = arith.constant 1 : i32
    %8 = arith.cmpi slt, %c2147483647_i32, %c1_i32 : i32
    %cst_4 = arith.constant 1.000000e+02 : f64
    %cst_5 = arith.constant 4.000000e+02 : f32
    cf.cond_br %8, ^bb4(%cst, %cst_4 : f32, f64), ^bb4(%cst_5, %6 : f32, f64)
  ^bb4(%9: f32, %10: f64):  // 3 preds: ^bb0, ^bb3, ^bb3
    %alloca = memref.alloca() : memref<4xf64>
    %c0_6 = arith.constant 0 : index
    memref.store %cst_0, %alloca[%c0_6] : memref<4xf64>
    %alloca_7 = memref.alloca() {alignment = 64 : i64} : memref<1xf64>
    return %alloca_7 : memref<1xf64>
  }
  func.func @fn.1(%arg0: f32, %arg1: f32, %arg2: i8) -> f64 attributes {ref = @inner::@helper4} {
    scf.forall (%arg3, %arg4) in (1, 1) {
      %c-10_i8 = arith.constant -10 : i8
      %cst_6 = arith.constant dense<[[0, -18, 0, 1, 0, 1, 7, 57]]> : tensor<1x8xi8>
      %7 = linalg.fill ins(%c-10_i8 : i8) outs(%cst_6 : tensor<1x8xi8>) -> tensor<1x8xi8>
    }
    %cst = arith.constant dense<[3.000000e+00, -7.500000e+00, 1.000000e+00, 0.000000e+00]> : vector<4xf64>
    %0 = arith.cmpf ugt, %cst, %cst fastmath<fast> : vector<4xf64>
    cf.br ^bb1(%arg0 : f32)
  ^bb1(%1: f32):  // pred: ^bb0
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c1 = arith.constant 1 : index
    %cst_0 = arith.constant dense<[-1.000000e+00, 1.500000e-01, -7.500000e+00, 1.000000e+00, 2.500000e+00, 5.000000e-01, 1.000000e+00, 1.500000e-01]> : vector<8xf64>
    %cst_1 = arith.constant 3.000000e+00 : f64
    %2:2 = scf.for %arg3 = %c0 to %c7 step %c1 iter_args(%arg4 = %cst_0, %arg5 = %cst_1) -> (vector<8xf64>, f64) {
      %cst_6 = arith.constant 2.500000e+00 : f64
      %cst_7 = arith.constant 5.000000e-01 : f64
      %7 = arith.maximumf %cst_6, %cst_7 : f64
      %alloc = memref.alloc() : memref<4xf64>
      %cst_8 = arith.constant 3.000000e+00 : f64
      scf.yield %arg4, %cst_8 : vector<8xf64>, f64
    }
    %c23_i32 = arith.constant 23 : i32
    %from_elements = tensor.from_elements %c23_i32 : tensor<1xi32>
    %3 = arith.cmpi ult, %c0, %c1 : index
    %cst_2 = arith.constant -2.500000e-01 : f64
    cf.cond_br %3, ^bb2(%cst_2 : f64), ^bb3(%c23_i32 : i32)
  ^bb2(%4: f64):  // pred: ^bb1
    %c0_3 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1_4 = arith.constant 1 : index
    %5:2 = scf.for %arg3 = %c0_3 to %c2 step %c1_4 iter_args(%arg4 = %4, %arg5 = %c1_4) -> (f64, index) {
      %c21 = arith.constant 21 : index
      scf.yield %4, %c21 : f64, index
    }
    %c-1_i32 = arith.constant -1 : i32
    cf.switch %arg2 : i8, [
      default: ^bb3(%c-1_i32 : i32),
      1: ^bb3(%c-1_i32 : i32),
      4: ^bb3(%c-1_i32 : i32)
    ]
  ^bb3(%6: i32):  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb2
    %cst_5 = arith.constant -1.000000e+00 : f64
    return %cst_5 : f64
  }
}

