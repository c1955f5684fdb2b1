!buf0 = memref<2x1xi32>
!tensor1 = tensor<2x2xindex>
!tensor2 = tensor<4x8x3xf32>
!buf3 = memref<2x1xindex>
!buf4 = memref<3xi16>

module attributes {test.module_note = "std"} {
   func.func private @ext0(memref<1x3xi16> {llvm.noundef}, i16 {test.foo = 1 : i32}, index {llvm.noundef}) -> index
   func.func private @ext1(index, !buf0, tensor<2x?xindex>) -> (index, memref<4x8x?xi16>)
   func.func @f0(%arg_1: !tensor1, %2: memref<4x8x3xbf16>, %v3: index, %x4: i16) -> (memref<2x1xindex> {llvm.noundef}, memref<3xi16>, i32) {
      %t7, %r_8 = scf.while (%arg_5 = %x4, %arg = %x4) : (i16, i16) -> (i16, i16) {
         %9 = tensor.empty() : !tensor2
         %lin_10 = linalg.mul ins(%9, %9 : tensor<4x8x3xf32>, !tensor2) outs(%9 : !tensor2) -> tensor<4x8x3xf32>
         %x11 = arith.constant dense<-9> : tensor<1x3xindex>
         %12 = tensor.empty() : tensor<1x3xindex>
         %rhs = arith.cmpi sge, %x11, %12 : tensor<1x3xindex>
         %cst_14 = arith.constant dense<4.0E+2> : vector<4x8x3xf64>
         %15 = arith.fptoui %cst_14 : vector<4x8x3xf64> to vector<4x8x3xi64>
         %t16 = arith.cmpi sge, %v3, %v3 : index
         scf.condition(%t16) %x4, %arg_5 : i16, i16
      }
      cf.br ^next.1(%v3 : index)
   ^next.1(%23: index):
      %v24 = arith.constant 4.0E+2 : f32
      %25 = math.copysign %v24, %v24 fastmath<afn> : f32
      %c = arith.constant 1 : i64
      %27 = arith.constant -1 : i32
      %c_28 = arith.constant 1 : i32
      cf.switch %c : i64, [default: ^bb2(%27 : i32), -1: ^bb2(%c_28 : i32), 0: ^exit3, 2: ^exit3]
   ^bb2(%29: i32):
      %cmp = arith.cmpi sge, %v3, %v3 : index
      cf.cond_br %cmp, ^exit3, ^exit3
   ^exit3:
      cf.br ^b4
   ^b4:
      %31 = memref.alloc() : !buf3
      %32 = memref.alloca() : !buf4
      %33 = arith.constant 2147483647 : i32
      func.return %31, %32, %33 : memref<2x1xindex>, memref<3xi16>, i32
   }
}
