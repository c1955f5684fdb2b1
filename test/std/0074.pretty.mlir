#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func private @ext0()
  func.func @f0(%arg0: vector<4x8x4xi32>, %arg1: index {llvm.noundef, test.tag = "x"}) -> tensor<4x8x4xi32> {
    %cst = arith.constant dense<true> : vector<8x8xi1>
    %cst_0 = arith.constant dense<1> : vector<8x8xindex>
    %0 = arith.select %cst, %cst_0, %cst_0 : vector<8x8xi1>, vector<8x8xindex>
    %cst_1 = arith.constant dense<77> : vector<4x8x4xi32>
    %c1 = arith.constant 1 : index
    %1 = call @f0(%cst_1, %c1) : (vector<4x8x4xi32>, index) -> tensor<4x8x4xi32>
    %false = arith.constant false
    %c9_i32 = arith.constant 9 : i32
    cf.cond_br %false, ^bb1, ^bb2(%c9_i32 : i32)
  ^bb1:  // pred: ^bb0
    %cst_2 = arith.constant dense<39> : vector<8x8xi64>
    %2 = arith.ceildivui %cst_2, %cst_2 : vector<8x8xi64>
    %c1_3 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %alloc = memref.alloc(%c1_3)[%c6] {alignment = 64 : i64} : memref<?x4xindex, #map>
    %3 = arith.cmpi eq, %arg1, %c6 : index
    cf.cond_br %3, ^bb2(%c9_i32 : i32), ^bb3
  ^bb2(%4: i32):  // 2 preds: ^bb0, ^bb1
    %false_4 = arith.constant false
    %5 = arith.select %false_4, %arg1, %arg1 : index
    %6 = scf.execute_region -> vector<8x8xindex> {
      %7 = tensor.empty() : tensor<8x8xindex>
      %collapsed = tensor.collapse_shape %7 [[0, 1]] : tensor<8x8xindex> into tensor<64xindex>
      %8 = tensor.empty() : tensor<1x4x8xf16>
      %9 = linalg.mul ins(%8, %8 : tensor<1x4x8xf16>, tensor<1x4x8xf16>) outs(%8 : tensor<1x4x8xf16>) -> tensor<1x4x8xf16>
      %cst_5 = arith.constant 4.000000e+02 : f16
      %splat = tensor.splat %cst_5 : tensor<8x8xf16>
      scf.yield %0 : vector<8x8xindex>
    }
    %c-1_i64 = arith.constant -1 : i64
    cf.switch %c-1_i64 : i64, [
      default: ^bb3,
      3: ^bb3,
      4: ^bb3,
      6: ^bb3
    ]
  ^bb3:  // 5 preds: ^bb1, ^bb2, ^bb2, ^bb2, ^bb2
    return %1 : tensor<4x8x4xi32>
  }
  func.func @fn.1(%arg0: tensor<8x8xi64>, %arg1: tensor<4x8x4xindex> {llvm.noundef}, %arg2: i32 {test.foo = 1 : i32}) {
    %0 = tensor.empty() : tensor<8x8xindex>
    %expanded = tensor.expand_shape %0 [[0, 1], [2]] output_shape [8, 1, 8] : tensor<8x8xindex> into tensor<8x1x8xindex>
    %cst = arith.constant 1.500000e-01 : f32
    %1 = math.copysign %cst, %cst fastmath<afn> : f32
    %2 = math.isfinite %1 : f32
    %cst_0 = arith.constant 1.000000e+00 : f16
    %3 = arith.maxnumf %cst_0, %cst_0 fastmath<fast> : f16
    %4 = scf.execute_region -> index {
      %c65_i32 = arith.constant 65 : i32
      func.call @fn.1(%arg0, %arg1, %c65_i32) : (tensor<8x8xi64>, tensor<4x8x4xindex>, i32) -> ()
      %6 = arith.addf %1, %cst : f32
      %c4611686018427387903 = arith.constant 4611686018427387903 : index
      scf.yield %c4611686018427387903 : index
    }
    %cst_1 = arith.constant dense<1> : vector<4x8x4xi32>
    %cst_2 = arith.constant dense<38> : vector<4x8x4xi32>
    %5 = arith.subi %cst_1, %cst_2 overflow<nsw, nuw> : vector<4x8x4xi32>
    %alloc = memref.alloc() : memref<8x8xindex>
    %subview = memref.subview %alloc[4, 5] [1, 1] [1, 1] : memref<8x8xindex> to memref<1x1xindex, strided<[8, 1], offset: 37>>
    return
  }
}

