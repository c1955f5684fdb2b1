#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func private @ext0(i32, i32) -> f32 attributes {test.kernel}
  func.func @compute0(%arg0: memref<1x?xi32>, %arg1: tensor<2x3xi32>, %arg2: vector<1x4xi32>) {
    %c6 = arith.constant 6 : index
    %c6_0 = arith.constant 6 : index
    %alloc = memref.alloc(%c6)[%c6_0] {alignment = 64 : i64} : memref<?x4xi32, #map>
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %cst = arith.constant dense<-7.500000e+00> : vector<8xf32>
    %0 = math.round %cst : vector<8xf32>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %cst_1 = arith.constant dense<2.500000e+00> : vector<1xf16>
    %cst_2 = arith.constant dense<1> : vector<1xi32>
    %1 = math.fpowi %cst_1, %cst_2 fastmath<arcp> : vector<1xf16>, vector<1xi32>
    %2 = arith.cmpi uge, %c6, %c6 : index
    cf.cond_br %2, ^bb3, ^bb3
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %cst_3 = arith.constant -7.500000e+00 : f16
    %cst_4 = arith.constant dense<1.000000e+00> : tensor<4x4x4xf16>
    %3 = linalg.fill ins(%cst_3 : f16) outs(%cst_4 : tensor<4x4x4xf16>) -> tensor<4x4x4xf16>
    return
  }
  func.func public @fn.1(%arg0: i32, %arg1: vector<1xi32>, %arg2: memref<1x4xi32>) -> (i32, tensor<1x4xi32> {llvm.noundef, test.tag = "x"}) {
    %cst = arith.constant 3.000000e+00 : f32
    %0 = arith.cmpf ord, %cst, %cst : f32
    %c7 = arith.constant 7 : index
    %1 = tensor.empty(%c7) : tensor<?x4xf32>
    %2 = math.isnan %1 : tensor<?x4xf32>
    %cst_0 = arith.constant dense<true> : vector<1xi1>
    %3 = arith.divui %cst_0, %cst_0 : vector<1xi1>
    %alloc = memref.alloc() : memref<1xi32>
    %4 = call @ext0(%arg0, %arg0) : (i32, i32) -> f32
    %cst_1 = arith.constant 2.500000e+00 : bf16
    %5 = math.copysign %cst_1, %cst_1 : bf16
    %cst_2 = arith.constant dense<[[0, -1, 0, -1]]> : tensor<1x4xi32>
    return %arg0, %cst_2 : i32, tensor<1x4xi32>
  }
}

