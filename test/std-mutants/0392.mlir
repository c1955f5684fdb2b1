// ir-gen std --seed 105 --size 19
func.func private @ext0(memref<3x8xf64> {test.foo = 1 : i32}, i64 {test.foo = 1 : i32}) -> (memref<3x8xf32>)
func.func private @ext1(i16, vector<4x8xf64> {test.foo = 1 : i32}, i64 {llvm.zeroext}) -> memref<4x?xf64>
func.func private @kernel_0(%1: memref<4x8xf64>) -> (i64, tensor<?x8xi64>) attributes {test.kernel} {
  %c = arith.constant 0x26 : i32
  %tmp3:2 = arith.addui_extended %c, %c : i32, i1
  %x_1 = arith.constant -0.25 : f16
  %cst = arith.constant 4.0E+2 : f16
  %val = arith.subf %x_1, %cst fastmath<nnan,ninf> : f16
  %7 = memref.alloc() {alignment = 16 : i64} : memref<4x8xf64>
  %8 = arith.constant 2 : index
  %y = arith.constant 5 : index
  %10 = memref.load %7[%8, %y] : memref<4x8xf64>
  %cst_13 = arith.constant dense<-7.5> : tensor<3x8xf32>
  %x14 = arith.cmpf ogt, %cst_13, %cst_13 fastmath<fast> : tensor<3x8xf32>
  %15 = arith.constant dense<0> : vector<4x8xi32>
  %v16 = math.absi %15 : vector<4x8xi32>
  %x17 = arith.constant 100.0 : bf16
  %floor = math.floor %x17 fastmath<none> : bf16
  %20 = tensor.empty() : tensor<3x8xi8>
  %21 = math.ctlz %20 : tensor<3x8xi8>
  %cst_24 = arith.constant dense<4.0E+2> : vector<3x8xf64>
  %neg_25 = arith.negf %cst_24 fastmath<fast> : vector<3x8xf64>
  %r, %27 = scf.if %tmp3#1 -> (f64, f64) {
    %res_28:2 = func.call @kernel_0(%7) : (memref<4x8xf64>) -> (i64, tensor<?x8xi64>)
    %res = arith.constant -0.25 : f32
    %powf_30 = math.powf %res, %res : f32
    %31 = arith.constant 0 : i8
    %cmp = arith.cmpi sle, %31, %31 : i8
    cf.assert %cmp, "bounds check"
    %33 = arith.constant dense<2.5> : vector<4xf32>
    %mulf = arith.mulf %33, %33 : vector<4xf32>
    scf.yield %10, %10 : f64, f64
  }
  %38 = arith.constant -16 : i64
  %sel = arith.select %tmp3#1, %38, %38 : i64
  %40 = arith.constant dense<0.5> : tensor<1x2xbf16>
  // ---- comment line ----
  %ceil_41 = math.ceil %40 : tensor<1x2xbf16>
  %42 = arith.constant 0 : index
  %tmp43 = arith.constant 7 : index
  %44 = arith.constant 2 : index
  %45 = arith.constant 0 : index
  %46 = arith.constant 7 : index
  %48 = arith.constant 2 : index
  %t51 = arith.constant 40 : i16
  %52 = arith.constant 1.000000e+00 : f32
  %acc:2 = scf.parallel (%49, %i_50) = (%42, %45) to (%tmp43, %46) step (%44, %48) init (%t51, %52) -> (i16, f32) {
    %55 = arith.constant dense<27> : vector<3x8xi8>
    %56 = arith.shli %55, %55 overflow<nuw> : vector<3x8xi8>
    %57 = arith.constant 16 : i32
    %cmp_59 = arith.cmpi ult, %57, %57 : i32
    scf.reduce(%t51, %52 : i16, f32) {
    ^bb0(%60: i16, %61: i16):
      %red = arith.muli %60, %61 : i16
      scf.reduce.return %red : i16
    }, {
    ^bb0(%x63: f32, %t64: f32):
      %red_65 = arith.maximumf %x63, %t64 : f32
      scf.reduce.return %red_65 : f32
    }
  }
  %c_66 = arith.constant 8 : index
  %67 = tensor.empty(%c_66) : tensor<?x8xi64>
  return %sel, %67 : i64, tensor<?x8xi64>
}
