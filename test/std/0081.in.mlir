!tensor0 = tensor<4x8xi8>
!buf1 = memref<2xi8>
!tensor2 = tensor<?xi8>
!buf3 = memref<4xi8>
!tensor4 = tensor<2x4x4xf16>

func.func public @compute0(%1: !tensor0, %2: tensor<3xf64> {llvm.noundef}) -> (memref<2xi8>, i32 {llvm.noundef, test.tag = "x"}) {
   %c_3 = arith.constant 0 : i16
   %4 = arith.cmpi ugt, %c_3, %c_3 : i16
   cf.assert %4, "x must be \"positive\""
   %cst = arith.constant 1.000000e+00 : bf16
   %6 = math.isnan %cst : bf16
   %lhs, %y = call @compute0(%1, %2) : (tensor<4x8xi8>, tensor<3xf64>) -> (!buf1, i32)
   %r_10 = scf.while (%rhs = %y) : (i32) -> (i32) {
      %11 = arith.floordivsi %c_3, %c_3 : i16
      %cst_12 = arith.constant dense<19> : vector<8xi8>
      %tmp13 = arith.cmpi sgt, %rhs, %y : i32
      %14 = scf.if %tmp13 -> i8 {
         %c = arith.constant 6 : index
         %tmp16 = tensor.empty(%c) : !tensor2
         %c_17 = arith.constant 0 : index
         %18 = tensor.extract %tmp16[%c_17] : tensor<?xi8>
         %x19 = memref.alloca() {alignment = 64} : !buf3
         %v20 = memref.subview %x19[1] [1] [1] : !buf3 to memref<1xi8, strided<[1], offset: 1>>
         %sum, %22 = scf.if %tmp13 -> (i8, i8) {
            %26 = arith.constant 2 : index
            %27 = memref.load %x19[%26] : memref<4xi8>
            %28 = arith.constant 0x0 : i8
            scf.yield %18, %28 : i8, i8
         } else {
            %29 = tensor.empty() : !tensor4

            %divf = arith.divf %29, %29 fastmath<reassoc,contract> : tensor<2x4x4xf16>
            %31 = arith.constant -20 : i8
            scf.yield %18, %31 : i8, i8
         }
         scf.yield %22 : i8
      } else {
         %alloca_32 = memref.alloca() : memref<2xbf16>
         memref.copy %alloca_32, %alloca_32 : memref<2xbf16> to memref<2xbf16>
         %c_33 = arith.constant 127 : i8
         scf.yield %c_33 : i8
      }
      %34 = arith.constant -1 : i32
      %35 = arith.cmpi eq, %y, %34 : i32
      scf.condition(%35) %rhs : i32
   } do {

   ^bb0(%arg_36: i32):
      scf.yield %y : i32
   }
   %x37 = memref.alloc() : memref<2xi8>
   return %x37, %y : memref<2xi8>, i32
}
