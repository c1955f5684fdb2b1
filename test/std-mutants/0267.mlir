func.func private @ext0(tensor<2x8x?xf16> {llvm.noundef}, memref<1x4xf64> {llvm.noundef, test.tag = "x"}, memref<2x8x2xi32>) -> ()
func.func private @ext1(f64, f64) -> f64 attributes {passthrough = ["nounwind"], level = 2 : i64}
func.func @f0(%1: f16 {llvm.noundef, test.tag = "x"}, %res: f16 {test.foo = 1 : i32}, %arg_3: memref<2x3xf64>) -> (vector<8xf16>) {
  %4 = arith.constant -1 : index
  %5 = arith.index_cast %4 : index to i64 // TODO: check
  %6 = arith.constant 43 : i16
  %7 = arith.constant 0 : i16
  %val = arith.cmpi sgt, %6, %7 : i16
  %t9 = arith.select %val, %4, %4 : index
  cf.cond_br %val, ^bb1, ^bb1
^bb1:
  %10 = arith.constant dense<0.0> : vector<2x3xf64>
  %11 = math.atan2 %10, %10 fastmath<nnan, ninf, nsz> : vector<2x3xf64>
  // ---- comment line ----
  %cst = arith.constant -7.5 : bf16
  %y = arith.negf %cst : bf16
  %14 = arith.cmpi uge, %4, %t9 : index
  %16 = arith.constant 4.0E+2 : f16
  %18 = arith.constant 3.0 : f16
  cf.cond_br %14, ^b2, ^bb3(%16, %18 : f16, f16)
^b2:
  %cst_19 = arith.constant 0.5 : f64
  %20 = func.call @ext1(%cst_19, %cst_19) : (f64, f64) -> f64
  %tmp21 = arith.cmpi ugt, %5, %5 : i64
  cf.assert %tmp21, "bounds check"
  %c = arith.constant 72 : i32
  %a.b = arith.cmpi sgt, %c, %c : i32
  cf.cond_br %a.b, ^bb3(%res, %1 : f16, f16), ^bb3(%res, %res : f16, f16)
^bb3(%ba_24: f16, %25: f16):
  %x26 = tensor.empty() : tensor<2x1xbf16>
  %x28 = arith.mulf %x26, %x26 : tensor<2x1xbf16>
  %c_30 = arith.constant -1 : i64
  %31:2 = arith.addui_extended %c_30, %c_30 : i64, i1
  %32 = arith.constant dense<[1.5e-1, 1.000000e+00, 4.0E+2, -7.5, 1.5e-1, 1.000000e+00, 3.0, -1.0]> : vector<8xf16>
  func.return %32 : vector<8xf16>
}
func.func public @f1(%v1: memref<2x3xf64> {test.foo = 1 : i32}) {
  scf.forall (%2) in (4) {
    %3 = scf.execute_region -> (f64) {
      %c_4 = arith.constant 2 : index
      %5 = tensor.empty(%c_4) : tensor<2x8x?xf16>
      %acc = memref.alloc() : memref<1x4xf64>
      %7 = memref.alloc() {alignment = 64} : memref<2x8x2xi32>
      func.call @ext0(%5, %acc, %7) : (tensor<2x8x?xf16>, memref<1x4xf64>, memref<2x8x2xi32>) -> ()
      %res = arith.constant -1 : index

      %9 = arith.cmpi sle, %2, %res : index
      %10 = scf.if %9 -> f16 {
        %11 = arith.constant dense<1> : vector<2x8x2xi64>
        %12 = arith.cmpi ule, %11, %11 : vector<2x8x2xi64>
        %13 = arith.constant 4.0E+2 : f16
        scf.yield %13 : f16
      } else {
      // ---- comment line ----
        cf.assert %9, ""
        %14 = memref.alloc() : memref<2x8x2xf16>
        %a.b = arith.constant 4 : index
        %16 = arith.constant 3 : index
        %subview_17 = memref.subview %14[1, %a.b, 0] [1, %16, 2] [1, 1, 1] : memref<2x8x2xf16> to memref<1x?x2xf16, strided<[16, 2, 1], offset: ?>>
        %18 = arith.constant 3.0 : f64
        %r_19 = func.call @ext1(%18, %18) : (f64, f64) -> f64
        %c = arith.constant 0x33 : i8
        %cmp_21 = arith.cmpi sge, %c, %c : i8
        cf.assert %undefined_cond, "bounds check"
        %cst = arith.constant 1.000000e+00 : f16
        scf.yield %cst : f16
      }
      %c_23 = arith.constant 2 : index
      %v24 = arith.constant 14 : index
      %25 = arith.constant 2 : index
      %cst_26 = arith.constant 1.0 : f64
      %30 = scf.for %iv_27 = %c_23 to %v24 step %25 iter_args(%acc_29 = %cst_26) -> f64 {
        scf.yield %cst_26 : f64
      }
      scf.yield %cst_26 : f64
    }
  }
  func.return
}
