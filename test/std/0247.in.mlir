module attributes {test.module_note = "std"} {
   func.func private @compute0(%acc: memref<8x3xf16>, %2: memref<3x?xindex> {llvm.noundef, test.tag = "x"}, %v3: f64, %4: index) -> (f16 {test.foo = 1 : i32}, i8, f16 {llvm.noundef, test.tag = "x"}) {
      %5 = arith.constant dense<1.0> : tensor<8x3xf16>
      %c = arith.constant 5 : index
      %x7 = arith.constant 2 : index  // note
      %8 = arith.constant 1 : index
      %9 = tensor.extract_slice %5[%c, %x7] [1, %8] [1, 1] : tensor<8x3xf16> to tensor<1x?xf16>
      cf.br ^b1(%x7 : index)
   ^b1(%x_1: index):
      %11 = arith.constant 0 : i1
      cf.assert %11, "x must be \"positive\""

      %13 = arith.constant 0 : i64
      %14 = arith.constant 100.0 : f16
      cf.switch %13 : i64, [default: ^bb2, -1: ^exit4(%14 : f16), 0: ^bb2, 3: ^bb2]
   ^bb2:
      %15 = arith.constant 25 : i64
      %16 = arith.cmpi sge, %15, %15 : i64
      scf.if %16 { //
         %cst = arith.constant -0.25 : bf16
         %erf_18 = math.erf %cst fastmath<nnan, ninf, nsz> : bf16
         %20 = memref.subview %acc[1, 0] [5, 2] [1, 1] : memref<8x3xf16> to memref<5x2xf16, strided<[3, 1], offset: 3>>
         scf.yield
      }
      %21 = arith.constant 8 : i32
      cf.switch %15 : i64, [default: ^loop_3(%x7, %21 : index, i32), 1: ^loop_3(%c, %21 : index, i32)]
   ^loop_3(%22: index, %v23: i32):
      %24 = arith.constant 0.5 : f16
      cf.br ^exit4(%24 : f16)
   ^exit4(%t25: f16):
      %tmp26 = arith.constant -3 : i8
      func.return %t25, %tmp26, %t25 : f16, i8, f16
   }
}
