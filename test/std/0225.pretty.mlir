module attributes {test.module_note = "std"} {
  func.func private @ext0(f64 {llvm.noundef, test.tag = "x"}, memref<1xindex>) -> f64 attributes {level = 2 : i64, passthrough = ["nounwind"]}
  module @inner {
    func.func public @helper1(%arg0: f64 {llvm.noundef, test.tag = "x"}, %arg1: memref<4xf64>) -> tensor<1xf64> attributes {level = 2 : i64, passthrough = ["nounwind"]} {
      %c0_i32 = arith.constant 0 : i32
      %0 = arith.cmpi ugt, %c0_i32, %c0_i32 : i32
      scf.if %0 {
        %cst = arith.constant dense<1.500240e-01> : vector<8x8x8xf16>
        %cst_0 = arith.constant dense<0.000000e+00> : vector<8x8x8xf16>
        %5 = arith.cmpf ult, %cst, %cst_0 : vector<8x8x8xf16>
        %cst_1 = arith.constant dense<1.000000e+02> : vector<1xf64>
        %6 = arith.remf %cst_1, %cst_1 fastmath<nnan,ninf,nsz> : vector<1xf64>
      }
      %c1_i32 = arith.constant 1 : i32
      %c-1_i64 = arith.constant -1 : i64
      cf.switch %c1_i32 : i32, [
        default: ^bb1(%c-1_i64 : i64),
        3: ^bb2(%c-1_i64, %c-1_i64 : i64, i64),
        6: ^bb2(%c-1_i64, %c-1_i64 : i64, i64)
      ]
    ^bb1(%1: i64):  // pred: ^bb0
      %c0_i64 = arith.constant 0 : i64
      cf.switch %c0_i32 : i32, [
        default: ^bb2(%1, %c0_i64 : i64, i64),
        0: ^bb2(%c0_i64, %c-1_i64 : i64, i64)
      ]
    ^bb2(%2: i64, %3: i64):  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb1
      %4 = tensor.empty() : tensor<1xf64>
      return %4 : tensor<1xf64>
    }
  }
  func.func @compute0(%arg0: memref<8x8x8xi64>, %arg1: f64) -> (index, vector<8x8x8xi64> {test.foo = 1 : i32}) {
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc(%c2) : memref<?xi64>
    memref.dealloc %alloc : memref<?xi64>
    %false = arith.constant false
    %cst = arith.constant 5.000000e-01 : f32
    cf.cond_br %false, ^bb3(%cst : f32), ^bb1(%arg1 : f64)
  ^bb1(%0: f64):  // pred: ^bb0
    %c1 = arith.constant 1 : index
    %1 = tensor.empty(%c1) : tensor<?xf64>
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %1[%c0] : tensor<?xf64>
    %c-1_i64 = arith.constant -1 : i64
    cf.br ^bb2(%c-1_i64 : i64)
  ^bb2(%2: i64):  // pred: ^bb1
    %3 = tensor.empty() : tensor<8x8x8xi64>
    %collapsed = tensor.collapse_shape %3 [[0, 1], [2]] : tensor<8x8x8xi64> into tensor<64x8xi64>
    %cst_0 = arith.constant 3.000000e+00 : f32
    cf.cond_br %false, ^bb4(%arg1, %arg1 : f64, f64), ^bb3(%cst_0 : f32)
  ^bb3(%4: f32):  // 2 preds: ^bb0, ^bb2
    %cst_1 = arith.constant dense<0> : tensor<8x8x8xi64>
    %collapsed_2 = tensor.collapse_shape %cst_1 [[0, 1], [2]] : tensor<8x8x8xi64> into tensor<64x8xi64>
    %c-1_i16 = arith.constant -1 : i16
    %cst_3 = arith.constant -2.500000e-01 : f64
    %cst_4 = arith.constant 1.000000e+00 : f64
    cf.switch %c-1_i16 : i16, [
      default: ^bb4(%arg1, %cst_3 : f64, f64),
      3: ^bb4(%arg1, %cst_4 : f64, f64),
      4: ^bb4(%cst_3, %cst_3 : f64, f64),
      5: ^bb4(%cst_4, %cst_3 : f64, f64)
    ]
  ^bb4(%5: f64, %6: f64):  // 5 preds: ^bb2, ^bb3, ^bb3, ^bb3, ^bb3
    %c1_5 = arith.constant 1 : index
    %c2_6 = arith.constant 2 : index
    %c2_7 = arith.constant 2 : index
    scf.for %arg2 = %c1_5 to %c2_6 step %c2_7 {
      %c2_i16 = arith.constant 2 : i16
      %c4_i16 = arith.constant 4 : i16
      %c2_i16_9 = arith.constant 2 : i16
      scf.for %arg3 = %c2_i16 to %c4_i16 step %c2_i16_9  : i16 {
      }
    }
    %cst_8 = arith.constant dense<0> : vector<8x8x8xi64>
    return %c2_6, %cst_8 : index, vector<8x8x8xi64>
  }
  func.func @compute1(%arg0: i64, %arg1: i64 {llvm.noundef}, %arg2: f16) -> (memref<8x8x8xf64>, i32) attributes {ref = @inner::@helper1} {
    %0 = tensor.empty() : tensor<4xi64>
    %cst = arith.constant 4.000000e+02 : f16
    %1 = arith.cmpf ole, %arg2, %cst fastmath<nnan,ninf,nsz> : f16
    %c1_i32 = arith.constant 1 : i32
    %2 = arith.cmpi sle, %c1_i32, %c1_i32 : i32
    %cst_0 = arith.constant dense<-18> : vector<1xi32>
    %3 = arith.shrui %cst_0, %cst_0 : vector<1xi32>
    %alloc = memref.alloc() : memref<1xf16>
    %c0 = arith.constant 0 : index
    memref.store %cst, %alloc[%c0] : memref<1xf16>
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_1 : tensor<4xi64>
    %alloca = memref.alloca() : memref<8x8x8xf64>
    return %alloca, %c1_i32 : memref<8x8x8xf64>, i32
  }
}

