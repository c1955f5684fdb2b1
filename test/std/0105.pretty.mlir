module {
  func.func private @ext0(memref<3x8xf64> {test.foo = 1 : i32}, i64 {test.foo = 1 : i32}) -> memref<3x8xf32>
  func.func private @ext1(i16, vector<4x8xf64> {test.foo = 1 : i32}, i64 {llvm.zeroext}) -> memref<4x?xf64>
  func.func private @kernel_0(%arg0: memref<4x8xf64>) -> (i64, tensor<?x8xi64>) attributes {test.kernel} {
    %c38_i32 = arith.constant 38 : i32
    %sum, %overflow = arith.addui_extended %c38_i32, %c38_i32 : i32, i1
    %cst = arith.constant -2.500000e-01 : f16
    %cst_0 = arith.constant 4.000000e+02 : f16
    %0 = arith.subf %cst, %cst_0 fastmath<nnan,ninf> : f16
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<4x8xf64>
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %1 = memref.load %alloc[%c2, %c5] : memref<4x8xf64>
    %cst_1 = arith.constant dense<-7.500000e+00> : tensor<3x8xf32>
    %2 = arith.cmpf ogt, %cst_1, %cst_1 fastmath<fast> : tensor<3x8xf32>
    %cst_2 = arith.constant dense<0> : vector<4x8xi32>
    %3 = math.absi %cst_2 : vector<4x8xi32>
    %cst_3 = arith.constant 1.000000e+02 : bf16
    %4 = math.floor %cst_3 : bf16
    %5 = tensor.empty() : tensor<3x8xi8>
    %6 = math.ctlz %5 : tensor<3x8xi8>
    %cst_4 = arith.constant dense<4.000000e+02> : vector<3x8xf64>
    %7 = arith.negf %cst_4 fastmath<fast> : vector<3x8xf64>
    %8:2 = scf.if %overflow -> (f64, f64) {
      %13:2 = func.call @kernel_0(%alloc) : (memref<4x8xf64>) -> (i64, tensor<?x8xi64>)
      %cst_11 = arith.constant -2.500000e-01 : f32
      %14 = math.powf %cst_11, %cst_11 : f32
      %c0_i8 = arith.constant 0 : i8
      %15 = arith.cmpi sle, %c0_i8, %c0_i8 : i8
      cf.assert %15, "bounds check"
      %cst_12 = arith.constant dense<2.500000e+00> : vector<4xf32>
      %16 = arith.mulf %cst_12, %cst_12 : vector<4xf32>
      scf.yield %1, %1 : f64, f64
    } else {
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %extracted_slice = tensor.extract_slice %6[1, %c3] [%c1, 5] [1, 1] : tensor<3x8xi8> to tensor<?x5xi8>
      scf.yield %1, %1 : f64, f64
    }
    %c-16_i64 = arith.constant -16 : i64
    %9 = arith.select %overflow, %c-16_i64, %c-16_i64 : i64
    %cst_5 = arith.constant dense<5.000000e-01> : tensor<1x2xbf16>
    %10 = math.ceil %cst_5 : tensor<1x2xbf16>
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c2_6 = arith.constant 2 : index
    %c0_7 = arith.constant 0 : index
    %c7_8 = arith.constant 7 : index
    %c2_9 = arith.constant 2 : index
    %c40_i16 = arith.constant 40 : i16
    %cst_10 = arith.constant 1.000000e+00 : f32
    %11:2 = scf.parallel (%arg1, %arg2) = (%c0, %c0_7) to (%c7, %c7_8) step (%c2_6, %c2_9) init (%c40_i16, %cst_10) -> (i16, f32) {
      %cst_11 = arith.constant dense<27> : vector<3x8xi8>
      %13 = arith.shli %cst_11, %cst_11 overflow<nuw> : vector<3x8xi8>
      %c16_i32 = arith.constant 16 : i32
      %14 = arith.cmpi ult, %c16_i32, %c16_i32 : i32
      scf.reduce(%c40_i16, %cst_10 : i16, f32) {
      ^bb0(%arg3: i16, %arg4: i16):
        %15 = arith.muli %arg3, %arg4 : i16
        scf.reduce.return %15 : i16
      }, {
      ^bb0(%arg3: f32, %arg4: f32):
        %15 = arith.maximumf %arg3, %arg4 : f32
        scf.reduce.return %15 : f32
      }
    }
    %c8 = arith.constant 8 : index
    %12 = tensor.empty(%c8) : tensor<?x8xi64>
    return %9, %12 : i64, tensor<?x8xi64>
  }
}

