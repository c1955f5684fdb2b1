module {
  module @inner {
    func.func @helper9(%arg0: bf16, %arg1: i64 {test.foo = 1 : i32}) -> memref<8xf64> {
      %c-18 = arith.constant -18 : index
      %0 = arith.cmpi ne, %c-18, %c-18 : index
      cf.assert %0, "x must be \22positive\22"
      cf.br ^bb1(%arg0 : bf16)
    ^bb1(%1: bf16):  // pred: ^bb0
      scf.if %0 {
        %cst_1 = arith.constant 3.000000e+00 : f64
        %3 = math.sin %cst_1 fastmath<afn> : f64
      }
      %c52_i32 = arith.constant 52 : i32
      %cst = arith.constant 0.000000e+00 : f16
      %cst_0 = arith.constant 1.000000e+00 : f16
      cf.switch %c52_i32 : i32, [
        default: ^bb2(%cst : f16),
        3: ^bb2(%cst : f16),
        4: ^bb2(%cst_0 : f16),
        7: ^bb2(%cst_0 : f16)
      ]
    ^bb2(%2: f16):  // 4 preds: ^bb1, ^bb1, ^bb1, ^bb1
      %alloc = memref.alloc() : memref<8xf64>
      return %alloc : memref<8xf64>
    }
  }
  func.func public @fn.0(%arg0: memref<8xi64>, %arg1: tensor<3xi32> {test.foo = 1 : i32}) attributes {ref = @inner::@helper9} {
    %c0_i64 = arith.constant 0 : i64
    %c3_i64 = arith.constant 3 : i64
    %c3_i64_0 = arith.constant 3 : i64
    %cst = arith.constant 3.000000e+00 : bf16
    %0 = scf.for %arg2 = %c0_i64 to %c3_i64 step %c3_i64_0 iter_args(%arg3 = %cst) -> (bf16)  : i64 {
      %subview = memref.subview %arg0[6] [1] [1] : memref<8xi64> to memref<1xi64, strided<[1], offset: 6>>
      %9 = tensor.empty() : tensor<3xindex>
      %10 = arith.cmpi ult, %9, %9 : tensor<3xindex>
      %c3 = arith.constant 3 : index
      %splat = tensor.splat %c3_i64_0[%c3] : tensor<?xi64>
      scf.yield %cst : bf16
    }
    %false = arith.constant false
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %1 = arith.select %false, %cst_1, %cst : bf16
    cf.br ^bb1(%c3_i64_0 : i64)
  ^bb1(%2: i64):  // pred: ^bb0
    %c127_i8 = arith.constant 127 : i8
    %3 = math.ctpop %c127_i8 : i8
    %cst_2 = arith.constant dense<[3.000000e+00, 5.000000e-01, 1.000000e+00, 4.000000e+02, 4.000000e+02, 1.000000e+00, 3.000000e+00, 1.000000e+00]> : vector<8xf32>
    %4 = arith.fptosi %cst_2 : vector<8xf32> to vector<8xi16>
    cf.br ^bb2(%cst_1, %1 : bf16, bf16)
  ^bb2(%5: bf16, %6: bf16):  // pred: ^bb1
    %cst_3 = arith.constant dense<1.500000e-01> : vector<3xf32>
    %7 = math.asinh %cst_3 : vector<3xf32>
    %c0_i32 = arith.constant 0 : i32
    cf.br ^bb3(%c0_i32 : i32)
  ^bb3(%8: i32):  // pred: ^bb2
    return
  }
}

