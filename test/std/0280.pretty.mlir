module {
  func.func private @ext0(tensor<2x8x?xf16> {llvm.noundef}, memref<1x4xf64> {llvm.noundef, test.tag = "x"}, memref<2x8x2xi32>)
  func.func private @ext1(f64, f64) -> f64 attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func @f0(%arg0: f16 {llvm.noundef, test.tag = "x"}, %arg1: f16 {test.foo = 1 : i32}, %arg2: memref<2x3xf64>) -> vector<8xf16> {
    %c-1 = arith.constant -1 : index
    %0 = arith.index_cast %c-1 : index to i64
    %c43_i16 = arith.constant 43 : i16
    %c0_i16 = arith.constant 0 : i16
    %1 = arith.cmpi sgt, %c43_i16, %c0_i16 : i16
    %2 = arith.select %1, %c-1, %c-1 : index
    cf.cond_br %1, ^bb1, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %cst = arith.constant dense<0.000000e+00> : vector<2x3xf64>
    %3 = math.atan2 %cst, %cst fastmath<nnan,ninf,nsz> : vector<2x3xf64>
    %cst_0 = arith.constant -7.500000e+00 : bf16
    %4 = arith.negf %cst_0 : bf16
    %5 = arith.cmpi uge, %c-1, %2 : index
    %cst_1 = arith.constant 4.000000e+02 : f16
    %cst_2 = arith.constant 3.000000e+00 : f16
    cf.cond_br %5, ^bb2, ^bb3(%cst_1, %cst_2 : f16, f16)
  ^bb2:  // pred: ^bb1
    %cst_3 = arith.constant 5.000000e-01 : f64
    %6 = call @ext1(%cst_3, %cst_3) : (f64, f64) -> f64
    %7 = arith.cmpi ugt, %0, %0 : i64
    cf.assert %7, "bounds check"
    %c72_i32 = arith.constant 72 : i32
    %8 = arith.cmpi sgt, %c72_i32, %c72_i32 : i32
    cf.cond_br %8, ^bb3(%arg1, %arg0 : f16, f16), ^bb3(%arg1, %arg1 : f16, f16)
  ^bb3(%9: f16, %10: f16):  // 3 preds: ^bb1, ^bb2, ^bb2
    %11 = tensor.empty() : tensor<2x1xbf16>
    %12 = arith.mulf %11, %11 : tensor<2x1xbf16>
    %c-1_i64 = arith.constant -1 : i64
    %sum, %overflow = arith.addui_extended %c-1_i64, %c-1_i64 : i64, i1
    %cst_4 = arith.constant dense<[1.500240e-01, 1.000000e+00, 4.000000e+02, -7.500000e+00, 1.500240e-01, 1.000000e+00, 3.000000e+00, -1.000000e+00]> : vector<8xf16>
    return %cst_4 : vector<8xf16>
  }
  func.func public @f1(%arg0: memref<2x3xf64> {test.foo = 1 : i32}) {
    scf.forall (%arg1) in (4) {
      %0 = scf.execute_region -> f64 {
        %c2 = arith.constant 2 : index
        %1 = tensor.empty(%c2) : tensor<2x8x?xf16>
        %alloc = memref.alloc() : memref<1x4xf64>
        %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x8x2xi32>
        func.call @ext0(%1, %alloc, %alloc_0) : (tensor<2x8x?xf16>, memref<1x4xf64>, memref<2x8x2xi32>) -> ()
        %c-1 = arith.constant -1 : index
        %2 = arith.cmpi sle, %arg1, %c-1 : index
        %3 = scf.if %2 -> (f16) {
          %cst_3 = arith.constant dense<1> : vector<2x8x2xi64>
          %5 = arith.cmpi ule, %cst_3, %cst_3 : vector<2x8x2xi64>
          %cst_4 = arith.constant 4.000000e+02 : f16
          scf.yield %cst_4 : f16
        } else {
          cf.assert %2, ""
          %alloc_3 = memref.alloc() : memref<2x8x2xf16>
          %c4 = arith.constant 4 : index
          %c3 = arith.constant 3 : index
          %subview = memref.subview %alloc_3[1, %c4, 0] [1, %c3, 2] [1, 1, 1] : memref<2x8x2xf16> to memref<1x?x2xf16, strided<[16, 2, 1], offset: ?>>
          %cst_4 = arith.constant 3.000000e+00 : f64
          %5 = func.call @ext1(%cst_4, %cst_4) : (f64, f64) -> f64
          %c51_i8 = arith.constant 51 : i8
          %6 = arith.cmpi sge, %c51_i8, %c51_i8 : i8
          cf.assert %6, "bounds check"
          %cst_5 = arith.constant 1.000000e+00 : f16
          scf.yield %cst_5 : f16
        }
        %c2_1 = arith.constant 2 : index
        %c14 = arith.constant 14 : index
        %c2_2 = arith.constant 2 : index
        %cst = arith.constant 1.000000e+00 : f64
        %4 = scf.for %arg2 = %c2_1 to %c14 step %c2_2 iter_args(%arg3 = %cst) -> (f64) {
          scf.yield %cst : f64
        }
        scf.yield %cst : f64
      }
    }
    return
  }
}

