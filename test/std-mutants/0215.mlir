!buf0 = memref<1x3xi16>
!buf1 = memref<8x1xf64>
!buf2 = memref<1x1xf64>
!tensor3 = tensor<1x3xi16>
!buf4 = memref<1xi16, strided<[1], offset: 3>>
!vec5 = vector<4xf32>
!vec6 = vector<4xf64>
!tensor7 = tensor<2xi32>

func.func private @ext0(i16, index, tensor<4x8xi16>) -> (!buf0)
func.func private @compute0(%1: i32 {llvm.signext}, %arg: tensor<1x2xi32>) -> (i16, i16 {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"} {
  %3 = arith.constant -17 : index
  %4 = arith.cmpi ugt, %3, %3 : index
  cf.assert %4, "ok"
  %5 = memref.alloc() : memref<1x8xf64>
  %alloc_6 = memref.alloc() : memref<8x1xf64>
  %tmp7 = memref.alloc() {alignment = 64} : memref<1x1xf64>
  linalg.matmul ins(%5, %alloc_6 : memref<1x8xf64>, !buf1) outs(%tmp7 : !buf2)
  %empty_8 = tensor.empty() : tensor<1x3xf64>
  %neg_9 = arith.negf %empty_8 fastmath<fast> : tensor<1x3xf64>
  %10 = memref.alloc() {alignment = 16 : i64} : !buf0
  %subview = memref.subview %10[0, 0] [1, 1] [1, 1] : memref<1x3xi16> to memref<1x1xi16, strided<[3, 1], offset: 0>>
  %c_12 = arith.constant 21 : i16
  %x13 = tensor.splat %c_12 : !tensor3
  cf.br ^exit1(%c_12, %1 : i16, i32)
^exit1(%14: i16, %rhs: i32):
  %x16 = memref.alloc() : memref<1x3xf32>
  memref.dealloc %x16 : memref<1x3xf32>
  %tmp17 = memref.alloc() : memref<4xi16>
  %subview_18 = memref.subview %tmp17[3] [1] [1] : memref<4xi16> to !buf4
  %cst = arith.constant dense<[100.0,100.0,0.5,-7.5]> : !vec5
  %cos_20 = math.cos %cst fastmath<none> : vector<4xf32>
  %21:2 = scf.if %4 -> (i32, i32) {
    %22 = arith.constant 2 : i64
    %x23 = arith.constant 8 : i64

    %val = arith.constant 2 : i64
    scf.for %v25 = %22 to %x23 step %val : i64 {
      %26 = arith.index_cast %c_12 : i16 to index
      %cst_29 = arith.constant -1.0 : f32
      %t30 = arith.cmpf ogt, %cst_29, %cst_29 fastmath<nnan, ninf, nsz> : f32
      %x31 = arith.cmpf uge, %cst_29, %cst_29 fastmath<fast> : f32
      scf.yield
    }
    %32 = arith.constant 1 : i32
    scf.yield %32, %rhs : i32, i32
  } else {
    %c_33 = arith.constant 0 : index
    %acc = arith.constant 7 : index
    %res = arith.constant 1 : index
    %c = arith.constant 0 : index
    %37 = arith.constant 2 : index
    %38 = arith.constant 2 : index
    %41 = arith.constant 1.5e-1 : f64
    %42 = scf.parallel (%39, %x40) = (%c_33, %c) to (%acc, %37) step (%res, %38) init (%41) -> (f64) {
      %x43 = arith.constant dense<3.0> : vector<4xf64>
      %44 = arith.constant dense<1.0> : !vec6
      %45 = arith.subf %x43, %44 fastmath<afn> : vector<4xf64>
      scf.reduce(%41 : f64) {
      ^bb0(%lhs_46: f64, %tmp47: f64):
        %48 = arith.maximumf %lhs_46, %tmp47 : f64
        scf.reduce.return %48 : f64
      }
    }
    %x49 = tensor.collapse_shape %arg [[0, 1]] : tensor<1x2xi32> into !tensor7
    scf.yield %1, %1 : i64, i32
  }
  cf.br ^bb2(%14 : i16)
^bb2(%50: i16):
  %t51 = arith.constant 32767 : i16
  return %t51, %c_12 : i16, i16
}
