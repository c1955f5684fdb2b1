!tensor0 = tensor<3xf32>
!tensor1 = tensor<?x?xf16>

func.func public @fn.0(%arg_1: f32) -> (tensor<8xf32>, tensor<3xf32>) attributes {test.kernel} {
  %c_2 = arith.constant 0 : i8
  %v3 = arith.sitofp %c_2 : i8 to f32
  %f_4 = func.constant @fn.0 : (f32) -> (tensor<8xf32>, !tensor0)
  %res_5:2 = func.call_indirect %f_4(%arg_1) : (f32) -> (tensor<8xf32>, !tensor0)
  // ---- comment line ----
  %6 = arith.constant true
  %acc = arith.constant -12 : i64
  %c_8 = arith.constant 4611686018427387903 : index  // note
  cf.cond_br %6, ^exit1(%acc : i64), ^b2(%c_8 : index)
^exit1(%ba: i64):
  %t10 = arith.constant 7 : index
  %c_11 = arith.constant 3 : index
  %empty_12 = tensor.empty(%t10, %c_11) : !tensor1
  %13 = math.powf %empty_12, %empty_12 fastmath<nnan, ninf, nsz> : tensor<?x?xf16>
  %14 = arith.constant 0 : i32
  %divui_15 = arith.divui %14, %14 : i32
  %x16 = arith.constant 1 : i8
  %sum = arith.cmpi ult, %c_2, %x16 : i8
  cf.cond_br %sum, ^b2(%c_8 : index), ^b2(%c_11 : index)
^b2(%rhs: index):
  %19 = arith.constant 1.000000e+00 : bf16
  %20 = math.asinh %19 : bf16
  %c_21 = arith.constant 1 : index
  %22 = memref.alloca(%c_21) : memref<8x?xf32>
  memref.copy %22, %22 : memref<8x?xf32> to memref<8x?xf32>
  return %res_5#0, %res_5#1 : tensor<8xf32>, tensor<3xf32>
}
