module {
  func.func public @compute0(%arg0: f64 {test.foo = 1 : i32}) attributes {test.kernel} {
    %0 = arith.negf %arg0 fastmath<nnan,ninf> : f64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %1 = arith.maxui %c1, %c0 : index
    %c2 = arith.constant 2 : index
    %2 = tensor.empty(%c2) : tensor<2x?x8xi16>
    %c1_i16 = arith.constant 1 : i16
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %c2_2 = arith.constant 2 : index
    %inserted = tensor.insert %c1_i16 into %2[%c1_0, %c0_1, %c2_2] : tensor<2x?x8xi16>
    %3 = tensor.empty() : tensor<2x1x8xi16>
    %4 = tensor.empty() : tensor<1x1x2xi16>
    %inserted_slice = tensor.insert_slice %4 into %3[1, 0, 2] [1, 1, 2] [1, 1, 3] : tensor<1x1x2xi16> into tensor<2x1x8xi16>
    %cst = arith.constant dense<-1> : tensor<2x1x8xi32>
    %5 = tensor.empty() : tensor<2x8xi32>
    %reduced = linalg.reduce ins(%cst : tensor<2x1x8xi32>) outs(%5 : tensor<2x8xi32>) dimensions = [1] 
      (%in: i32, %init: i32) {
        %7 = arith.addi %in, %init : i32
        linalg.yield %7 : i32
      }
    %c-14_i32 = arith.constant -14 : i32
    %6 = scf.while (%arg1 = %c-14_i32) : (i32) -> i32 {
      %true = arith.constant true
      %7 = scf.if %true -> (i64) {
        %c1_i64 = arith.constant 1 : i64
        scf.yield %c1_i64 : i64
      } else {
        %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
        scf.yield %c4611686018427387903_i64 : i64
      }
      scf.condition(%true) %c-14_i32 : i32
    } do {
    ^bb0(%arg1: i32):
      scf.yield %arg1 : i32
    }
    return
  }
  func.func public @kernel_1(%arg0: tensor<2x?x?xi64> {llvm.noundef, test.tag = "x"}, %arg1: i16) -> (memref<2x?x?xi16> {test.foo = 1 : i32}) attributes {test.kernel} {
    %0 = tensor.empty() : tensor<2x1x8xf64>
    %1 = math.floor %0 fastmath<nnan,ninf,nsz> : tensor<2x1x8xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %cst = arith.constant dense<1.000000e+00> : tensor<1x1x1xf64>
    %inserted_slice = tensor.insert_slice %cst into %0[%c0, %c0_0, 1] [1, 1, 1] [%c1, 1, %c1_1] : tensor<1x1x1xf64> into tensor<2x1x8xf64>
    %false = arith.constant false
    cf.assert %false, "bounds check"
    %c0_2 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1_3 = arith.constant 1 : index
    %cst_4 = arith.constant 5.000000e-01 : f32
    %2 = scf.parallel (%arg2) = (%c0_2) to (%c8) step (%c1_3) init (%cst_4) -> f32 {
      %c2 = arith.constant 2 : index
      %dim = tensor.dim %0, %c2 : tensor<2x1x8xf64>
      scf.reduce(%cst_4 : f32) {
      ^bb0(%arg3: f32, %arg4: f32):
        %5 = arith.maximumf %arg3, %arg4 : f32
        scf.reduce.return %5 : f32
      }
    }
    %c45_i16 = arith.constant 45 : i16
    %3 = call @kernel_1(%arg0, %c45_i16) : (tensor<2x?x?xi64>, i16) -> memref<2x?x?xi16>
    %cst_5 = arith.constant 3.000000e+00 : f64
    %4 = arith.remf %cst_5, %cst_5 fastmath<nnan,ninf> : f64
    return %3 : memref<2x?x?xi16>
  }
}

