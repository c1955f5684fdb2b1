!buf0 = memref<4xi32>
!tensor1 = tensor<4xi16>
!tensor2 = tensor<4xi32>
!buf3 = memref<4xf16>
!tensor4 = tensor<3x2xf64>
!tensor5 = tensor<4x4xf32>
func.func private @ext0(i32)
func.func private @ext1()
func.func private @fn.0(%1: tensor<1xf32>, %t2: !buf0, %3: !tensor1 {test.foo = 1 : i32}) -> (tensor<4x4xf32>, i64, !tensor2 {test.foo = 1 : i32}) attributes {llvm.emit_c_interface, note = "generated"} {
  %4 = arith.constant 0.0 : f32
  %tmp5 = math.isnormal %4 : f32
  %t6 = arith.constant 1.0 : f64
  %7 = math.acos %t6 fastmath<nnan, ninf, nsz> : f64
  func.call @ext1() : () -> ()
  %c = arith.constant -13 : i32
  memref.copy %t2, %t2 : memref<4xi32> to memref<4xi32>
  %9 = arith.constant -1 : i64
  %10 = math.ipowi %9, %9 : i64
  %11 = arith.constant 0 : index
  %12 = tensor.extract %1[%11] : tensor<1xf32>
  %res = memref.alloc() : memref<4xf16>
  linalg.max ins(%res, %res : memref<4xf16>, memref<4xf16>) outs(%res : !buf3)
  cf.assert %tmp5, "ok"
  %14 = arith.constant dense<3.0> : tensor<3x2xf64>
  %x_1 = arith.constant dense<[-1.0, 1.0]> : tensor<2xf64>
  %16 = linalg.reduce ins(%14 : !tensor4) outs(%x_1 : tensor<2xf64>) dimensions = [0]
    (%rhs: f64, %init_19: f64) {
      %20 = arith.addf %rhs, %init_19 : f64
      linalg.yield %20 : f64
    }
  %empty = tensor.empty() : !tensor5
  %sum = tensor.empty(() : tensor<4xi32>
  func.return %empty, %10, %sum : tensor<4x4xf32>, i64, !tensor2
}
