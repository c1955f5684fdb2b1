!tensor0 = tensor<4x4xi8>
!tensor1 = tensor<3x4xi1>
!buf2 = memref<4x4x4xi32>
!tensor3 = tensor<3x2xi8>
!tensor4 = tensor<1x2xi16>
func.func public @fn.0(%arg_1: tensor<4x?xi32>) -> (tensor<1x2xi16> {llvm.noundef, test.tag = "x"}, i16) {
   %2 = arith.constant 1 : index
   %empty_3 = tensor.empty(%2) : tensor<?x4xf16>
   %t4 = arith.mulf %empty_3, %empty_3 fastmath<reassoc,contract> : tensor<?x4xf16>
   %5 = tensor.empty() : !tensor0
   %6 = tensor.extract_slice %5[1, 0] [3, 2] [1, 2] : tensor<4x4xi8> to tensor<3x2xi8>
   %x7 = arith.constant -4 : i16
   %v8 = arith.uitofp %x7 : i16 to f32
   %tmp9 = arith.constant dense<[[0.0, 4.0E+2, 100.0, -7.5], [100.0, 3.0, 2.5, 1.0], [3.0, 3.0, 0.5, 1.0]]> : vector<3x4xf64>
   %t10 = math.atan2 %tmp9, %tmp9 fastmath<none> : vector<3x4xf64>
   %c_11 = arith.constant 36 : i64
   %ctlz_12 = math.ctlz %c_11 : i64
   %13 = arith.constant -1 : i16
   %cst_14 = arith.constant dense<true> : !tensor1
   %a.b = arith.constant dense<77> : tensor<3x4xi16>
   %sel_16 = arith.select %cst_14, %a.b, %a.b : tensor<3x4xi1>, tensor<3x4xi16>

   %17 = memref.alloca() {alignment = 64} : !buf2
   linalg.add ins(%17, %17 : !buf2, memref<4x4x4xi32>) outs(%17 : memref<4x4x4xi32>)
   %c = arith.constant 0x1 : i8
   %20 = arith.constant 8 : i8
   %c_21 = arith.constant 3 : i8
   %sum = scf.for %iv = %c to %20 step %c_21 iter_args(%23 = %20) -> (i8) : i8 {
      %25 = tensor.insert_slice %6 into %5[1, 0] [3, 2] [1, 2] : !tensor3 into tensor<4x4xi8>
      %26:2 = func.call @"fn.0"(%arg_1) : (tensor<4x?xi32>) -> (tensor<1x2xi16>, i16)
      %27 = arith.constant 0 : i1
      %r_28, %29 = scf.if %27 -> (i16, i16) {
         scf.yield %13, %x7 : i16, i16
      } else {
         scf.yield %13, %x7 : i16, i16
      }
      %30 = arith.constant -1 : i8
      scf.yield %30 : i8
   }
   %v31 = tensor.empty() : !tensor4
   func.return %v31, %x7 : tensor<1x2xi16>, i16
}
