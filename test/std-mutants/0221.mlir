!tensor0 = tensor<2xi64>
!tensor1 = tensor<2xf64>
!tensor2 = tensor<1xf64>
!tensor3 = tensor<2xf32>
!tensor4 = tensor<2xi1>
func.func private @ext0() -> (!tensor0)
func.func private @ext1(vector<2xi32>, memref<4x2xi32>, tensor<4x1xi32>) -> (i32 {llvm.signext})
func.func @f0(%v1: memref<2xf64>, %arg_2: !tensor1 {llvm.noundef, test.tag = "x"}) -> (memref<2xf64> {llvm.noundef, test.tag = "x"}) {
  %a.b = arith.constant -1 : i8 //
  %ctpop_4 = math.ctpop %a.b : i8
  %5 = arith.constant 0 : index
  %x6 = arith.constant 3 : index
  %7 = arith.constant 1 : index
  %c = arith.constant 0 : index
  %v9 = arith.constant 1 : index
  %c_10 = arith.constant 1 : index
  scf.parallel (%11, %12) = (%5, %c) to (%x6, %v9) step (%7, %c_10) {
    %sum = arith.constant 1.0 : f32
    %acc = arith.cmpf oge, %sum, %sum fastmath<fast> : f64
  }
  %v15 = arith.constant -0.25 : f64
  cf.br ^b1(%v15 : f64)
^b1(%ba: f64):
  %17 = tensor.empty() : !tensor2
  // ---- comment line ----
  %x_1 = tensor.insert_slice %17 into %arg_2[1] [1] [1] : tensor<1xf64> into !tensor1
  %cst_19 = arith.constant dense<true> : tensor<2xi1>
  %cst = arith.constant dense<[3.0, -0.25]> : tensor<2xf32>
  %val = arith.select %cst_19, %cst, %cst : !tensor4, !tensor3
  %y = arith.constant 1 : index
  %x23 = arith.cmpi ule, %c, %y : index    // keep
  %x25 = arith.constant 0 : i32
  cf.cond_br %x23, ^bb2, ^b3(%x25 : i32)
^bb2:
  %26 = arith.constant 1.0 : f32
  %29 = arith.constant 3.0 : f32
  %addf_30 = arith.addf %26, %29 fastmath<fast> : f32
  %v31 = arith.constant dense<2.5> : vector<4x1xf64>
  %33 = math.asin %v31 fastmath<none> : vector<4x1xf64>
  %rhs = arith.constant -1 : i32
  cf.br ^b3(%rhs : i32)
^b3(%x35: i32):
  %c_36 = arith.constant 0 : index
  %c_37 = arith.constant 4 : index
  %38 = arith.constant 2 : index
  %c_39 = arith.constant 0 : index
  %40 = arith.constant 2 : index
  %41 = arith.constant 1 : index
  %44 = arith.constant 1.0 : f32
  %45 = arith.constant 2.5 : f32
  %46, %r = scf.parallel (%v42, %43) = (%c_36, %c_39) to (%c_37, %40) step (%38, %41) init (%44, %45) -> (f32, f32) {
    %48 = tensor.expand_shape %arg_2 [[0, 1]] output_shape [2, 1] : !tensor1 into tensor<2x1xf64>
    %x49 = arith.constant 3.0 : f32
    scf.reduce(%x49, %44 : f32, f32) {
    ^bb0(%lhs_51: f32, %52: f32):
      %red_53 = arith.mulf %lhs_51, %52 : f32
      scf.reduce.return %red_53 : f32
    }, {
    ^bb0(%54: f32, %55: f32):
      %56 = arith.addf %54, %55 : f32
      scf.reduce.return %56 : f32
    }
  }
  %tmp57 = arith.constant true
  %58 = scf.if %tmp57 -> (f64) {
    scf.yield %v15 : f64
  } else {
    %cst_61 = arith.constant 2.5 : f64
    scf.yield %cst_61 : f64
  }
  func.return %v1 : memref<2xf64>
}
