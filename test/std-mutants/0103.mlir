// ir-gen std --seed 212 --size 12
!buf0 = memref<2x?xf16>
!tensor1 = tensor<8x4xi32>
module attributes {test.module_note = "std"} {    // keep
   func.func private @ext0() -> (i32)
   func.func private @ext1(tensor<?xi32>) -> i32
   func.func @kernel_0(%tmp1: f32 {test.foo = 1 : i32}) -> (i32 {test.foo = 1 : i32}, !buf0) {
      %t2 = arith.constant 0 : i32
      %acc = tensor.splat %t2 : tensor<1xi32>
      %cst_4 = arith.constant dense<1> : tensor<8x4xi32>
      %lin_5 = linalg.transpose ins(%cst_4 : !tensor1) outs(%cst_4 : tensor<8x4xi32>) permutation = [0, 1]
      %6 = arith.constant 4 : index
      %c_7 = arith.constant 3 : index
      %8 = tensor.extract %cst_4[%6, %c_7] : !tensor1
      %9 = arith.constant dense<[0.0]> : tensor<1xf64>
      %tmp10 = arith.cmpf une, %9, %9 fastmath<none> : tensor<1xf64>
      cf.br ^loop_1(%t2, %t2 : i32, i32)
   ^loop_1(%ba: i32, %v12: i32):
      %a.b = arith.constant 0 : i16
      %shli = arith.shli %a.b, %a.b overflow<nuw> : i16
      %t15 = arith.constant 42 : i8
      %16, %17 = arith.mulsi_extended %t15, %t15 : i8
      %18 = arith.constant false

      %val = arith.ori %18, %18 : i1
      %collapsed_20 = tensor.collapse_shape %lin_5 [[0, 1]] : !tensor1 into tensor<32xi32>
      %21 = arith.constant 73 : i32
      cf.cond_br %val, ^bb2(%21 : i32), ^bb2(%v12 : i32)
   ^bb2(%22: i32):
      %t23 = arith.constant 2 : i64
      %c_24 = arith.constant 2 : i64
      %27 = scf.for %25 = %t23 to %t23 step %c_24 iter_args(%acc_26 = %c_24) -> (i64) : i64 {
         %v28 = arith.constant dense<1> : vector<3xi64>
         %addi_29 = arith.addi %v28, %v28 : vector<3xi64>
         %res = arith.negf %tmp1 : f32
         scf.yield %acc_26 : i32
      }
      %x_1 = arith.cmpi sge, %8, %22 : i32
      %c = arith.constant 3 : index
      %alloc_33 = memref.alloc(%c) : memref<2x?xf16>
      func.return %22, %alloc_33 : i32, memref<2x?xf16>
   }
}
