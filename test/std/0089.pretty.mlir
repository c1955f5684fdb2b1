#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func @f0(%arg0: f64, %arg1: f64, %arg2: f32) -> (bf16, tensor<8x1xi32>, memref<?x2x?xi32>) {
    %cst = arith.constant dense<2.500000e+00> : tensor<8x2x4xf64>
    %0 = scf.forall (%arg3) in (8) shared_outs(%arg4 = %cst) -> (tensor<8x2x4xf64>) {
      %cst_2 = arith.constant 1.000000e+02 : f64
      %c7 = arith.constant 7 : index
      %c4_3 = arith.constant 4 : index
      %alloc_4 = memref.alloc(%c7)[%c4_3] {alignment = 64 : i64} : memref<?x4xi32, #map>
      %5 = tensor.empty() : tensor<1x2x4xf64>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %5 into %arg4[%arg3, 0, 0] [1, 2, 4] [1, 1, 1] : tensor<1x2x4xf64> into tensor<8x2x4xf64>
      }
    }
    %true = arith.constant true
    cf.cond_br %true, ^bb2, ^bb1
  ^bb1:  // pred: ^bb0
    %1 = scf.execute_region -> f64 {
      %expanded = tensor.expand_shape %cst [[0, 1], [2], [3]] output_shape [8, 1, 2, 4] : tensor<8x2x4xf64> into tensor<8x1x2x4xf64>
      scf.yield %arg1 : f64
    }
    cf.cond_br %true, ^bb2, ^bb2
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    %2 = arith.maxnumf %arg1, %arg1 fastmath<fast> : f64
    %c2147483647_i32 = arith.constant 2147483647 : i32
    cf.switch %c2147483647_i32 : i32, [
      default: ^bb3,
      3: ^bb3
    ]
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %cst_0 = arith.constant dense<34> : vector<4x4xi32>
    %3 = arith.trunci %cst_0 : vector<4x4xi32> to vector<4x4xi16>
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %4 = tensor.empty() : tensor<8x1xi32>
    %c6 = arith.constant 6 : index
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c6, %c4) : memref<?x2x?xi32>
    return %cst_1, %4, %alloc : bf16, tensor<8x1xi32>, memref<?x2x?xi32>
  }
  func.func public @f1(%arg0: i32 {llvm.noundef, test.tag = "x"}, %arg1: vector<4x4xf32>, %arg2: memref<8x2x4xf64>, %arg3: tensor<?x?xi32>) -> f64 attributes {test.kernel} {
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %0 = memref.load %arg2[%c1, %c1_0, %c1_1] : memref<8x2x4xf64>
    %1 = tensor.empty() : tensor<1x2xi32>
    %cast = tensor.cast %1 : tensor<1x2xi32> to tensor<1x2xi32>
    %c0_i32 = arith.constant 0 : i32
    %c3_i32 = arith.constant 3 : i32
    %c3_i32_2 = arith.constant 3 : i32
    %c0 = arith.constant 0 : index
    %2:2 = scf.for %arg4 = %c0_i32 to %c3_i32 step %c3_i32_2 iter_args(%arg5 = %c0_i32, %arg6 = %c0) -> (i32, index)  : i32 {
      %c0_3 = arith.constant 0 : index
      %c7 = arith.constant 7 : index
      %c3 = arith.constant 3 : index
      scf.for %arg7 = %c0_3 to %c7 step %c3 {
        %cst_5 = arith.constant 5.000000e-01 : f32
        %5 = arith.negf %cst_5 fastmath<nnan,ninf> : f32
      }
      %3 = tensor.empty() : tensor<4x4xf16>
      %cst = arith.constant dense<[[5.000000e-01, 3.000000e+00, 3.000000e+00, 0.000000e+00], [1.500240e-01, -2.500000e-01, 1.000000e+00, 4.000000e+02], [2.500000e+00, -7.500000e+00, 2.500000e+00, 1.000000e+00], [1.000000e+00, -7.500000e+00, 5.000000e-01, 2.500000e+00]]> : tensor<4x4xf16>
      %4 = linalg.mul ins(%3, %cst : tensor<4x4xf16>, tensor<4x4xf16>) outs(%3 : tensor<4x4xf16>) -> tensor<4x4xf16>
      %c3_4 = arith.constant 3 : index
      %alloc = memref.alloc(%c3_4) : memref<8x?x4xi32>
      memref.dealloc %alloc : memref<8x?x4xi32>
      scf.yield %arg5, %c7 : i32, index
    }
    return %0 : f64
  }
}

