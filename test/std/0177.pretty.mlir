module {
  func.func public @fn.0(%arg0: f16, %arg1: memref<3x8x4xf16>, %arg2: tensor<3x?x?xf16> {llvm.noundef, test.tag = "x"}) -> (memref<1x?xf16> {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
    %false = arith.constant false
    scf.if %false {
      %c0 = arith.constant 0 : index
      %c9 = arith.constant 9 : index
      %c2 = arith.constant 2 : index
      scf.for %arg3 = %c0 to %c9 step %c2 {
        %alloc_2 = memref.alloc() {alignment = 16 : i64} : memref<2048xi8>
        %c0_3 = arith.constant 0 : index
        %c5 = arith.constant 5 : index
        %view = memref.view %alloc_2[%c0_3][%c5] : memref<2048xi8> to memref<?x4xf64>
        %4 = arith.extf %arg0 : f16 to f32
        %alloca = memref.alloca() : memref<3x8xf64>
        %alloc_4 = memref.alloc() : memref<3x8x4xf64>
        linalg.broadcast ins(%alloca : memref<3x8xf64>) outs(%alloc_4 : memref<3x8x4xf64>) dimensions = [2] 
      }
      %cst_0 = arith.constant -7.500000e+00 : f64
      %cst_1 = arith.constant -1.000000e+00 : f64
      %3 = arith.subf %cst_0, %cst_1 fastmath<nnan,ninf,nsz> : f64
    } else {
      %c1_i32 = arith.constant 1 : i32
      %low, %high = arith.mulsi_extended %c1_i32, %c1_i32 : i32
      %cst_0 = arith.constant 1.000000e+02 : f64
      %3 = math.erfc %cst_0 fastmath<fast> : f64
    }
    %cst = arith.constant 4.000000e+02 : bf16
    %0 = arith.fptosi %cst : bf16 to i32
    cf.cond_br %false, ^bb1, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %c0_i64 = arith.constant 0 : i64
    cf.br ^bb2(%0, %c0_i64 : i32, i64)
  ^bb2(%1: i32, %2: i64):  // pred: ^bb1
    cf.cond_br %false, ^bb3, ^bb3
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %c6 = arith.constant 6 : index
    %alloc = memref.alloc(%c6) {alignment = 16 : i64} : memref<1x?xf16>
    return %alloc : memref<1x?xf16>
  }
  func.func public @compute1(%arg0: memref<3xi64>, %arg1: memref<?x?x4xf16>) -> (tensor<3x8x4xi16>, f64, i8 {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
    %c65_i32 = arith.constant 65 : i32
    %0 = arith.cmpi sle, %c65_i32, %c65_i32 : i32
    cf.assert %0, "bounds check"
    %true = arith.constant true
    cf.assert %true, ""
    %c32767_i16 = arith.constant 32767 : i16
    %c0_i16 = arith.constant 0 : i16
    %1 = math.ipowi %c32767_i16, %c0_i16 : i16
    cf.assert %true, "x must be \22positive\22"
    %c-1 = arith.constant -1 : index
    %2 = arith.cmpi eq, %c-1, %c-1 : index
    cf.assert %2, "x must be \22positive\22"
    %cst = arith.constant dense<1.000000e+00> : vector<4x2xf16>
    %3:2 = scf.while (%arg2 = %cst) : (vector<4x2xf16>) -> (f16, i64) {
      %c1_i64 = arith.constant 1 : i64
      %splat = tensor.splat %c1_i64 : tensor<1x1xi64>
      %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
      %5 = arith.cmpi eq, %c4611686018427387903_i64, %c4611686018427387903_i64 : i64
      %cst_1 = arith.constant 1.000000e+00 : f16
      %6 = arith.select %5, %cst_1, %cst_1 : f16
      %c0 = arith.constant 0 : index
      %c6 = arith.constant 6 : index
      %c1 = arith.constant 1 : index
      %7 = scf.parallel (%arg3) = (%c0) to (%c6) step (%c1) init (%c65_i32) -> i32 {
        scf.reduce(%c65_i32 : i32) {
        ^bb0(%arg4: i32, %arg5: i32):
          %8 = arith.xori %arg4, %arg5 : i32
          scf.reduce.return %8 : i32
        }
      }
      scf.condition(%5) %cst_1, %c1_i64 : f16, i64
    } do {
    ^bb0(%arg2: f16, %arg3: i64):
      scf.yield %cst : vector<4x2xf16>
    }
    %4 = tensor.empty() : tensor<3x8x4xi16>
    %cst_0 = arith.constant 5.000000e-01 : f64
    %c127_i8 = arith.constant 127 : i8
    return %4, %cst_0, %c127_i8 : tensor<3x8x4xi16>, f64, i8
  }
}

