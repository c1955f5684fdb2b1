// ir-gen std --seed 231 --size 19
!tensor0 = tensor<8x2xi32>
!tensor1 = tensor<2xi32>
!buf2 = memref<1x2xf64>
!buf3 = memref<?x?xi16>
!buf4 = memref<?x2xi8>
!tensor5 = tensor<1x2xf16>
!buf6 = memref<4xi8>

module {
   func.func public @compute0(%1: i8, %2: vector<8x2xi32>, %val: tensor<1x2xi32>, %4: i32) -> (i8, i8) {
      %5 = arith.constant dense<[[49, 2147483647]]> : vector<1x2xi32>
      %c = arith.constant 4611686018427387903 : index
      %7 = arith.constant 4611686018427387903 : index
      %t8 = arith.cmpi slt, %c, %7 : index
      cf.cond_br %t8, ^bb1(%1 : i8), ^b2
   ^bb1(%9: i8):
      %acc = arith.constant dense<[[2147483647, 2147483647], [6, 2147483647], [0, 2147483647], [0,0], [-1, 1], [-1, 0], [2147483647, 47], [1, 2147483647]]> : !tensor0
      %11 = arith.constant dense<1> : !tensor1
      %12 = linalg.reduce ins(%acc : !tensor0) outs(%11 : tensor<2xi32>) dimensions = [0]
         (%13: i32, %a.b: i32) {
            %s = arith.addi %13, %a.b : i32
            linalg.yield %s : i32
         }
      %16 = arith.constant -1 : i32
      %17 = arith.cmpi slt, %4, %16 : i32
      cf.cond_br %17, ^b3(%9 : i8), ^b2
   ^b2:
      %rhs = memref.alloc() : !buf2
      %t19 = memref.reinterpret_cast %rhs to offset: [0], sizes: [2], strides: [1] : memref<1x2xf64> to memref<2xf64, strided<[1]>>
      %x_1 = arith.constant 62 : i8  // note
      // ---- comment line ----
      cf.cond_br %t8, ^b3(%x_1 : i8), ^exit4
   ^b3(%21: i8):
      %22 = memref.alloca() {alignment = 64} : memref<1x2xi16>
      %t23 = memref.cast %22 : memref<1x2xi16> to !buf3
      cf.br ^exit4
   ^exit4:
      %t24 = arith.constant 74 : i16
      %26:2 = arith.mulsi_extended %t24, %t24 : i16
      %27 = arith.constant 1 : i8
      func.return %27, %1 : i8, i8
   }
   func.func @kernel_1(%tmp1: i8 {llvm.signext}, %arg: memref<8x2xi8>, %3: i32, %4: i32) -> (memref<4xi8>, i16, i32) attributes {test.kernel} {
      %cst_5 = arith.constant 4.0E+2 : bf16
      %6 = arith.maxnumf %cst_5, %cst_5 fastmath<nnan, ninf, nsz> : bf16
      %7 = arith.constant 2 : index
      %alloc = memref.alloc(%7) {alignment = 16 : i64} : memref<?x2xi8>
      memref.copy %alloc, %alloc : !buf4 to !buf4
      %tmp9 = arith.constant 0 : i1
      cf.assert %tmp9, "ok"
      %10 = arith.constant dense<[[1.000000e+00,3.0]]> : tensor<1x2xf16>
      %11 = tensor.empty() : tensor<2x1xf16>
      %lin = linalg.transpose ins(%10 : !tensor5) outs(%11 : tensor<2x7xf16>) permutation = [1, 0]
      %cmp = arith.cmpi eq, %7, %7 : index
      %tmp14, %r = scf.if %cmp -> (i32, i8) {
         %cst = arith.constant 3.0 : f64
         %sum = arith.negf %cst fastmath<reassoc,contract> : f64
         %c_18 = arith.constant 0 : i8
         // ---- comment line ----
         scf.yield %3, %c_18 : i32, i8
      } else {
         %rhs = arith.constant 100.0 : f64
         %a.b = arith.negf %rhs fastmath<arcp> : f64
         %v21 = memref.reinterpret_cast %arg to offset: [0], sizes: [16], strides: [1] : memref<8x2xi8> to memref<16xi8, strided<[1]>>
         %r_24 = scf.while (%22 = %4) : (i32) -> (i32) {
            scf.condition(%tmp9) %22 : i32
         } do {
         ^bb0(%arg_25: i32):
            %26 = arith.constant 2147483647 : i32
            scf.yield %26 : i32
         }
         scf.yield %3, %tmp1 : i32, i8
      }
      %28 = memref.alloc() : !buf6
      %c_29 = arith.constant 1 : i16
      %c_30 = arith.constant 24 : i32
      return %28, %c_29, %c_30 : memref<4xi8>, i16, i32
   }
}
