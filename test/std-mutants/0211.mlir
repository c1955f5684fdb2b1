!tensor0 = tensor<2x2xi8>
!tensor1 = tensor<2x2xi16>
!buf2 = memref<2x2xi32>
module attributes {test.module_note = "std"} {
   func.func @kernel_0(%1: vector<8x1xindex>, %tmp2: memref<2x2xindex>, %t3: i16 {test.foo = 1 : i32}) -> (tensor<2x2xi16> {llvm.noundef}, i16, memref<2x2xi32>) {
      %rhs = arith.constant dense<32767> : tensor<2x2xi16>
      %res = tensor.expand_shape %rhs [[0], [1, 2]] output_shape [2, 2, 1] : tensor<2x2xi16> into tensor<2x2x1xi16>
      %6 = arith.constant dense<[[127, -1], [1, 127]]> : !tensor0
      %lin_7 = linalg.mul ins(%6, %6 : tensor<2x2xi8>, !tensor0) outs(%6 : tensor<2x2xi8>) -> tensor<2x2xi8>
      %8 = arith.constant -17 : index
      %9 = arith.cmpi sgt, %8, %8 : index
      %10 = arith.constant 1.000000e+00 : f64
      %x12 = arith.minimumf %10, %x11 : f64
      %from_elements = tensor.from_elements %8, %8 : tensor<2xindex> //
      %14 = arith.constant 1.0 : f16
      %a.b = arith.addf %14, %14 fastmath<none> : f16  // note
      %alloc_16 = memref.alloc() : memref<2x2xi32>
      return %rhs, %t3, %alloc_16 : !tensor1, i16, !buf2
   }
}
