func.func @f0(%1: memref<1x4x4xf64>, %res: index, %t3: i16 {test.foo = 1 : i32}, %v4: i32) -> (i16 {llvm.zeroext}) {
  %5 = arith.constant 0 : index
  %dim = memref.dim %1, %5 : memref<1x4x4xf64>
  %c = arith.constant 0 : index
  // ---- comment line ----
  %t9 = arith.constant 2 : index
  %10 = arith.constant 2 : index
  %v11 = arith.constant 0 : index
  %c_13 = arith.constant 7 : index
  %x_1 = arith.constant 2 : index
  %18 = arith.constant 12 : i32
  %t20 = scf.parallel (%15, %i) = (%c, %v11) to (%t9, %c_13) step (%10, %x_1) init (%18) -> (i32) {
    %cmp_21 = arith.cmpi slt, %c_13, %v11 : index
    %22 = arith.constant 1.000000e+00 : f64
    %23 = arith.select %cmp_21, %22, %22 : f64
    %24 = tensor.empty() : tensor<1x4xi16>
    %cst = arith.constant dense<-1> : tensor<1x4xi16>
    %26 = linalg.sub ins(%24, 1 : tensor<1x4xi16>, tensor<1x4xi16>) outs(%cst : tensor<1x4xi16>) -> tensor<1x4xi16>
    %tanh = math.tanh %22 : f64
    scf.reduce(%v4 : i32) {
    ^bb0(%lhs: i32, %rhs_29: i32):
      %sum = arith.muli %lhs, %rhs_29 : i32
      scf.reduce.return %sum : i32
    }
  }
  %32 = arith.constant false

  cf.cond_br %32, ^bb1, ^bb1
^bb1:
  %33 = memref.subview %1[0, 1, 0] [1, 1, %cst] [1, 1, 1] : memref<1x4x4xf64> to memref<1x1x1xf64, strided<[16, 4, 1], offset: 4>>
  %cmp = arith.cmpi eq, %c_13, %x_1 : index
  cf.cond_br %cmp, ^b2, ^b2
^b2:
  func.return %t3 : i16
}
