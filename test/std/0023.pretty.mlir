module {
  func.func private @ext0(i64) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  module @inner {
    func.func @helper0(%arg0: vector<4x8x2xf64> {llvm.noundef, test.tag = "x"}, %arg1: f64, %arg2: memref<?x8x2xi64>, %arg3: tensor<?x4xf64>) {
      %alloc = memref.alloc() : memref<2048xi8>
      %c0 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %view = memref.view %alloc[%c0][%c3] : memref<2048xi8> to memref<?x4xf64>
      %c0_0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %cst = arith.constant -7.500000e+00 : f32
      %0 = scf.parallel (%arg4) = (%c0_0) to (%c2) step (%c1) init (%cst) -> f32 {
        %alloc_1 = memref.alloc() : memref<4x2xf32>
        %alloc_2 = memref.alloc() : memref<2x2xf32>
        linalg.matmul ins(%alloc_1, %alloc_2 : memref<4x2xf32>, memref<2x2xf32>) outs(%alloc_1 : memref<4x2xf32>)
        %cst_3 = arith.constant 5.000000e-01 : f32
        scf.reduce(%cst_3 : f32) {
        ^bb0(%arg5: f32, %arg6: f32):
          %1 = arith.maximumf %arg5, %arg6 : f32
          scf.reduce.return %1 : f32
        }
      }
      return
    }
  }
  func.func @kernel_0() -> vector<1xindex> attributes {ref = @inner::@helper0} {
    %0 = call @kernel_0() : () -> vector<1xindex>
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c2_0 = arith.constant 2 : index
    %c-1_i64 = arith.constant -1 : i64
    %1 = scf.for %arg0 = %c2 to %c3 step %c2_0 iter_args(%arg1 = %c-1_i64) -> (i64) {
      %cst_13 = arith.constant dense<false> : vector<4x8x2xi1>
      %17 = arith.cmpi ult, %cst_13, %cst_13 : vector<4x8x2xi1>
      %cst_14 = arith.constant 1.000000e+02 : f64
      %18 = arith.negf %cst_14 fastmath<arcp> : f64
      %19 = tensor.empty() : tensor<4x8x2xi16>
      %c1 = arith.constant 1 : index
      %extracted_slice = tensor.extract_slice %19[3, 5, 1] [%c1, 2, 1] [1, 1, 1] : tensor<4x8x2xi16> to tensor<?x2x1xi16>
      scf.yield %arg1 : i64
    }
    %cst = arith.constant 1.500000e-01 : f64
    %2 = arith.negf %cst : f64
    %cst_1 = arith.constant dense<27> : vector<4x8x2xi8>
    %cst_2 = arith.constant dense<127> : vector<4x8x2xi8>
    %3 = arith.ceildivui %cst_1, %cst_2 : vector<4x8x2xi8>
    %cst_3 = arith.constant 2.500000e+00 : f64
    %cst_4 = arith.constant dense<28> : tensor<4x4xi64>
    %cst_5 = arith.constant 0.000000e+00 : f32
    %4 = math.ceil %cst_5 fastmath<nnan,ninf,nsz> : f32
    cf.br ^bb1(%c-1_i64 : i64)
  ^bb1(%5: i64):  // pred: ^bb0
    %cst_6 = arith.constant dense<[[[-7.500000e+00, 1.000000e+00]], [[-1.000000e+00, 1.000000e+00]], [[1.000000e+00, -1.000000e+00]], [[1.500000e-01, -1.000000e+00]], [[5.000000e-01, -7.500000e+00]], [[-2.500000e-01, -7.500000e+00]], [[4.000000e+02, 1.500000e-01]], [[1.500000e-01, 1.000000e+02]]]> : vector<8x1x2xf32>
    %cst_7 = arith.constant dense<0> : vector<8x1x2xi8>
    %6 = math.fpowi %cst_6, %cst_7 fastmath<reassoc,contract> : vector<8x1x2xf32>, vector<8x1x2xi8>
    %cst_8 = arith.constant -2.500000e-01 : f16
    %7 = arith.cmpf oeq, %cst_8, %cst_8 : f16
    %cst_9 = arith.constant dense<1.000000e+02> : vector<4x4xf16>
    %8 = arith.maximumf %cst_9, %cst_9 fastmath<nnan,ninf> : vector<4x4xf16>
    %c-1_i16 = arith.constant -1 : i16
    %9 = arith.cmpi ugt, %c-1_i16, %c-1_i16 : i16
    scf.if %9 {
      cf.assert %7, ""
      %17 = arith.trunci %c-1_i64 overflow<nsw, nuw> : i64 to i8
      %cst_13 = arith.constant dense<5.000000e-01> : tensor<4x1xf64>
      %cast = tensor.cast %cst_13 : tensor<4x1xf64> to tensor<?x?xf64>
    }
    %10 = arith.bitcast %2 : f64 to i64
    %c34_i8 = arith.constant 34 : i8
    %11 = arith.andi %c34_i8, %c34_i8 : i8
    %cst_10 = arith.constant dense<-7.500000e+00> : vector<4x8x2xf64>
    %12 = math.exp %cst_10 fastmath<arcp> : vector<4x8x2xf64>
    cf.br ^bb2(%cst_3 : f64)
  ^bb2(%13: f64):  // pred: ^bb1
    %14 = tensor.empty() : tensor<8x2xf32>
    %cst_11 = arith.constant dense<[[5.000000e-01, 2.500000e+00, 2.500000e+00], [5.000000e-01, 5.000000e-01, 2.500000e+00]]> : tensor<2x3xf32>
    %15 = tensor.empty() : tensor<8x3xf32>
    %16 = linalg.matmul ins(%14, %cst_11 : tensor<8x2xf32>, tensor<2x3xf32>) outs(%15 : tensor<8x3xf32>) -> tensor<8x3xf32>
    %cst_12 = arith.constant dense<1> : vector<1xindex>
    return %cst_12 : vector<1xindex>
  }
}

