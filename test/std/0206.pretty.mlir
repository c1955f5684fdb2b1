module {
  func.func @f0(%arg0: memref<1x4x4xf64>, %arg1: index, %arg2: i16 {test.foo = 1 : i32}, %arg3: i32) -> (i16 {llvm.zeroext}) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<1x4x4xf64>
    %c0_0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c2_1 = arith.constant 2 : index
    %c0_2 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c2_3 = arith.constant 2 : index
    %c12_i32 = arith.constant 12 : i32
    %0 = scf.parallel (%arg4, %arg5) = (%c0_0, %c0_2) to (%c2, %c7) step (%c2_1, %c2_3) init (%c12_i32) -> i32 {
      %2 = arith.cmpi slt, %c7, %c0_2 : index
      %cst = arith.constant 1.000000e+00 : f64
      %3 = arith.select %2, %cst, %cst : f64
      %4 = tensor.empty() : tensor<1x4xi16>
      %cst_4 = arith.constant dense<-1> : tensor<1x4xi16>
      %5 = linalg.sub ins(%4, %cst_4 : tensor<1x4xi16>, tensor<1x4xi16>) outs(%cst_4 : tensor<1x4xi16>) -> tensor<1x4xi16>
      %6 = math.tanh %cst : f64
      scf.reduce(%arg3 : i32) {
      ^bb0(%arg6: i32, %arg7: i32):
        %7 = arith.muli %arg6, %arg7 : i32
        scf.reduce.return %7 : i32
      }
    }
    %false = arith.constant false
    cf.cond_br %false, ^bb1, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %subview = memref.subview %arg0[0, 1, 0] [1, 1, 1] [1, 1, 1] : memref<1x4x4xf64> to memref<1x1x1xf64, strided<[16, 4, 1], offset: 4>>
    %1 = arith.cmpi eq, %c7, %c2_3 : index
    cf.cond_br %1, ^bb2, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb1
    return %arg2 : i16
  }
}

