module {
  func.func @f0(%arg0: vector<1xf64> {llvm.noundef}, %arg1: f16 {llvm.noundef, test.tag = "x"}, %arg2: memref<4x1xf64> {llvm.noundef, test.tag = "x"}) -> memref<1xf16> {
    %cst = arith.constant dense<[[0.000000e+00], [4.000000e+02], [3.000000e+00], [-1.000000e+00]]> : vector<4x1xbf16>
    %0 = arith.cmpf ueq, %cst, %cst fastmath<afn> : vector<4x1xbf16>
    %true = arith.constant true
    %cst_0 = arith.constant -1.000000e+00 : f64
    cf.cond_br %true, ^bb2, ^bb1(%cst_0 : f64)
  ^bb1(%1: f64):  // pred: ^bb0
    %cst_1 = arith.constant -7.500000e+00 : f16
    %f = constant @f0 : (vector<1xf64>, f16, memref<4x1xf64>) -> memref<1xf16>
    %2 = call_indirect %f(%arg0, %cst_1, %arg2) : (vector<1xf64>, f16, memref<4x1xf64>) -> memref<1xf16>
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst_2 = arith.constant -7.500000e+00 : f16
    cf.switch %c2147483647_i32 : i32, [
      default: ^bb2,
      2: ^bb3,
      4: ^bb4(%cst_2 : f16),
      5: ^bb3
    ]
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %cst_3 = arith.constant -7.500000e+00 : bf16
    %3 = math.absf %cst_3 fastmath<fast> : bf16
    cf.br ^bb3
  ^bb3:  // 3 preds: ^bb1, ^bb1, ^bb2
    %c6 = arith.constant 6 : index
    %4 = tensor.empty(%c6) : tensor<4x?xf16>
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %4[%c3, %c0] : tensor<4x?xf16>
    %c1_i16 = arith.constant 1 : i16
    %cst_4 = arith.constant 5.000000e-01 : f16
    cf.switch %c1_i16 : i16, [
      default: ^bb4(%arg1 : f16),
      0: ^bb4(%cst_4 : f16)
    ]
  ^bb4(%5: f16):  // 3 preds: ^bb1, ^bb3, ^bb3
    %alloca = memref.alloca() : memref<1xf16>
    return %alloca : memref<1xf16>
  }
  func.func @compute1(%arg0: f16 {test.foo = 1 : i32}, %arg1: f16, %arg2: f16 {test.foo = 1 : i32}) -> (f64 {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
    %alloca = memref.alloca() {alignment = 16 : i64} : memref<1xf16>
    %reinterpret_cast = memref.reinterpret_cast %alloca to offset: [0], sizes: [1], strides: [1] : memref<1xf16> to memref<1xf16, strided<[1]>>
    %c-1 = arith.constant -1 : index
    %0 = arith.cmpi sle, %c-1, %c-1 : index
    cf.cond_br %0, ^bb1(%arg2 : f16), ^bb1(%arg2 : f16)
  ^bb1(%1: f16):  // 2 preds: ^bb0, ^bb0
    %2 = call @compute1(%arg1, %arg1, %arg1) : (f16, f16, f16) -> f64
    %false = arith.constant false
    %c16_i64 = arith.constant 16 : i64
    cf.cond_br %false, ^bb2(%c16_i64 : i64), ^bb4
  ^bb2(%3: i64):  // pred: ^bb1
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 3.000000e+00 : f16
    %cst_0 = arith.constant 1.000000e+00 : f64
    %4:2 = scf.for %arg3 = %c2 to %c2 step %c1 iter_args(%arg4 = %cst, %arg5 = %cst_0) -> (f16, f64) {
      %c2_3 = arith.constant 2 : index
      %c6 = arith.constant 6 : index
      %c2_4 = arith.constant 2 : index
      %cst_5 = arith.constant 2.500000e+00 : f32
      %7:2 = scf.for %arg6 = %c2_3 to %c6 step %c2_4 iter_args(%arg7 = %arg5, %arg8 = %cst_5) -> (f64, f32) {
        %cst_6 = arith.constant -7.500000e+00 : f32
        scf.yield %arg5, %cst_6 : f64, f32
      }
      scf.yield %arg4, %7#0 : f16, f64
    }
    %cst_1 = arith.constant 1.000000e+00 : f16
    cf.br ^bb3(%cst_1, %4#1 : f16, f64)
  ^bb3(%5: f16, %6: f64):  // pred: ^bb2
    %c53_i8 = arith.constant 53 : i8
    cf.switch %c53_i8 : i8, [
      default: ^bb4,
      2: ^bb4,
      3: ^bb4
    ]
  ^bb4:  // 4 preds: ^bb1, ^bb3, ^bb3, ^bb3
    %cst_2 = arith.constant 1.000000e+00 : f64
    return %cst_2 : f64
  }
}

