module {
  module @inner {
    func.func @helper7(%arg0: tensor<2xf32>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
      %cst = arith.constant dense<[4.000000e+02, 1.000000e+00, 5.000000e-01, 1.000000e+02]> : vector<4xf32>
      %0 = math.asinh %cst fastmath<reassoc,contract> : vector<4xf32>
      %false = arith.constant false
      cf.cond_br %false, ^bb1, ^bb3
    ^bb1:  // pred: ^bb0
      %cst_0 = arith.constant 1.500000e-01 : f64
      %1 = math.fma %cst_0, %cst_0, %cst_0 : f64
      cf.br ^bb2
    ^bb2:  // pred: ^bb1
      %cst_1 = arith.constant 5.000000e-01 : f16
      %cst_2 = arith.constant 1.000000e+00 : f16
      %2 = arith.cmpf ord, %cst_1, %cst_2 : f16
      cf.cond_br %false, ^bb3, ^bb3
    ^bb3:  // 3 preds: ^bb0, ^bb2, ^bb2
      %cst_3 = arith.constant 1.500000e-01 : f32
      return %cst_3 : f32
    }
  }
  func.func public @kernel_0(%arg0: index) attributes {ref = @inner::@helper7} {
    %alloc = memref.alloc() : memref<2xindex>
    %c1 = arith.constant 1 : index
    memref.store %arg0, %alloc[%c1] : memref<2xindex>
    %c0 = arith.constant 0 : index
    %dim = memref.dim %alloc, %c0 : memref<2xindex>
    %cst = arith.constant 0.000000e+00 : f16
    %0 = math.asin %cst : f16
    %1 = tensor.empty() : tensor<2x4xf32>
    %2 = scf.forall (%arg1) in (2) shared_outs(%arg2 = %1) -> (tensor<2x4xf32>) {
      %c0_0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1_1 = arith.constant 1 : index
      %c0_2 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c1_3 = arith.constant 1 : index
      %c-1_i32 = arith.constant -1 : i32
      %c30_i32 = arith.constant 30 : i32
      %3:2 = scf.parallel (%arg3, %arg4) = (%c0_0, %c0_2) to (%c8, %c4) step (%c1_1, %c1_3) init (%c-1_i32, %c30_i32) -> (i32, i32) {
        %c1_5 = arith.constant 1 : index
        %c1_6 = arith.constant 1 : index
        scf.for %arg5 = %c1_5 to %c0_2 step %c1_6 {
          func.call @kernel_0(%c8) : (index) -> ()
        }
        scf.reduce(%c30_i32, %c-1_i32 : i32, i32) {
        ^bb0(%arg5: i32, %arg6: i32):
          %4 = arith.addi %arg5, %arg6 : i32
          scf.reduce.return %4 : i32
        }, {
        ^bb0(%arg5: i32, %arg6: i32):
          %4 = arith.maxsi %arg5, %arg6 : i32
          scf.reduce.return %4 : i32
        }
      }
      %cst_4 = arith.constant dense<5.000000e-01> : tensor<1x4xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %cst_4 into %arg2[%arg1, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
      }
    }
    return
  }
}

