func.func public @compute0(%y: f64 {test.foo = 1 : i32}) attributes {test.kernel} {
   %neg = arith.negf %y fastmath<nnan,ninf> : f64
   %c = arith.constant 1 : index
   %4 = arith.constant 0 : index
   // ---- comment line ----
   %5 = arith.maxui %c, %4 : index
   %v6 = arith.constant 2 : index
   %tmp7 = tensor.empty(%v6) : tensor<2x?x8xi16>
   %c_8 = arith.constant 1 : i16
   %9 = arith.constant 1 : index
   %10 = arith.constant 0 : index
   %11 = arith.constant 2 : index
   %12 = tensor.insert %c_8 into %tmp7[%9, %10, %11] : tensor<2x?x8xi16>
   %13 = tensor.empty() : tensor<2x1x8xi16>
   %14 = tensor.empty() : tensor<1x1x2xi16>
   %15 = tensor.insert_slice %14 into %13[1, 0, 2] [1, 1, 2] [1, 1, 3] : tensor<1x1x2xi16> into tensor<2x1x8xi16>
   %cst = arith.constant dense<-1> : tensor<2x1x8xi32>
   %x17 = tensor.empty() : tensor<2x8xi32>
   %lin_18 = linalg.reduce ins(%cst : tensor<2x1x8xi32>) outs(%x17 : tensor<2x8xi32>) dimensions = [1]
      (%19: i32, %tmp21: i32) {
         %22 = arith.addi %19, %tmp21 : i32
         linalg.yield %22 : i32

      }
   %23 = arith.constant -14 : i32
   %25 = scf.while (%arg_24 = %23) : (i32) -> (i32) {
      %26 = arith.constant true
      %27 = scf.if %26 -> i64 {
         %28 = arith.constant 1 : i64
      } else {
         %29 = arith.constant 4611686018427387903 : i64
         scf.yield %29 : i64
      } // TODO: check
      scf.condition(%26) %23 : i32
   } do {
   ^bb0(%arg_30: i32):
      scf.yield %arg_30 : i32
   }
   return
}
func.func public @kernel_1(%arg: tensor<2x?x?xi64> {llvm.noundef, test.tag = "x"}, %2: i16) -> (memref<2x?x?xi16> {test.foo = 1 : i32}) attributes {test.kernel} {
   %v3 = tensor.empty() : tensor<2x1x8xf64>
   %4 = math.floor %v3 fastmath<nnan, ninf, nsz> : tensor<2x1x8xf64>
   %5 = arith.constant 0 : index
   %6 = arith.constant 1 : index
   %v7 = arith.constant 0 : index
   %val = arith.constant 1 : index
   %t9 = arith.constant dense<[[[1.0]]]> : tensor<1x1x1xf64>
   %10 = tensor.insert_slice %t9 into %v3[%5, %v7, 1] [1, 1, 1] [%6, 1, %val] : tensor<1x1x1xf64> into tensor<2x1x8xf64>
   %c = arith.constant false
   cf.assert %c, "bounds check"
   %12 = arith.constant 0 : index
   %v13 = arith.constant 8 : index
   %c_14 = arith.constant 1 : index
   %16 = arith.constant 0.5 : f32
   %r = scf.parallel (%i) = (%12) to (%v13) step (%c_14) init (%16) -> (f32) {
      %v18 = arith.constant 2 : index
      %rhs = tensor.dim %v3, %v18 : tensor<2x1x8xf64>
      scf.reduce(%16 : f32) {
      ^bb0(%lhs_20: f32, %23: f32):
         %24 = arith.maximumf %lhs_20, %23 : f32
         scf.reduce.return %24 : f32
      }
   }
   %25 = arith.constant 45 : i16
   %t26 = func.call @kernel_1(%arg, %25) : (tensor<2x?x?xi64>, i16) -> (memref<2x?x?xi16>)
   %27 = arith.constant 3.0 : f64
   %28 = arith.remf %27, %27 fastmath<nnan,ninf> : f64
   return %t26 : memref<2x?x?xi16>
}
