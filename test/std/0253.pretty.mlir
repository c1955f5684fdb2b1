#map = affine_map<(d0, d1) -> (d0, d1)>
module attributes {test.module_note = "std"} {
  func.func @fn.0(%arg0: i16 {llvm.noundef, test.tag = "x"}) -> (i16 {llvm.noundef, test.tag = "x"}) {
    %cst = arith.constant 1.500000e-01 : f32
    %0 = arith.negf %cst fastmath<reassoc,contract> : f32
    %c-1_i32 = arith.constant -1 : i32
    cf.switch %c-1_i32 : i32, [
      default: ^bb1,
      4294967295: ^bb3(%c-1_i32 : i32)
    ]
  ^bb1:  // pred: ^bb0
    %alloc = memref.alloc() : memref<8x4xi32>
    %subview = memref.subview %alloc[2, 2] [4, 2] [1, 1] : memref<8x4xi32> to memref<4x2xi32, strided<[4, 1], offset: 10>>
    %true = arith.constant true
    cf.cond_br %true, ^bb2, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %1 = tensor.empty() : tensor<8x4xi16>
    %expanded = tensor.expand_shape %1 [[0, 1], [2]] output_shape [8, 1, 4] : tensor<8x4xi16> into tensor<8x1x4xi16>
    cf.br ^bb3(%c-1_i32 : i32)
  ^bb3(%2: i32):  // 2 preds: ^bb0, ^bb2
    %cst_0 = arith.constant dense<[[-7, 2147483647], [5, -5], [2147483647, 72]]> : vector<3x2xi32>
    %3 = arith.cmpi sle, %cst_0, %cst_0 : vector<3x2xi32>
    %c2147483647_i32 = arith.constant 2147483647 : i32
    cf.switch %c-1_i32 : i32, [
      default: ^bb4(%2 : i32),
      3: ^bb4(%2 : i32),
      5: ^bb4(%c-1_i32 : i32),
      6: ^bb4(%c2147483647_i32 : i32)
    ]
  ^bb4(%4: i32):  // 4 preds: ^bb3, ^bb3, ^bb3, ^bb3
    %c-1_i32_1 = arith.constant -1 : i32
    %from_elements = tensor.from_elements %c-1_i32_1 : tensor<1xi32>
    return %arg0 : i16
  }
  func.func @fn.1(%arg0: i16) attributes {test.kernel} {
    %cst = arith.constant 1.000000e+02 : f16
    %cst_0 = arith.constant dense<[[66, 0, 73], [1, 1, 37], [0, -6, 2147483647]]> : tensor<3x3xi32>
    %0 = linalg.generic {doc = "elementwise", indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<3x3xi32>) outs(%cst_0 : tensor<3x3xi32>) {
    ^bb0(%in: i32, %out: i32):
      %2 = arith.addi %in, %out : i32
      linalg.yield %2 : i32
    } -> tensor<3x3xi32>
    %alloc = memref.alloc() : memref<3x3xi16>
    %expand_shape = memref.expand_shape %alloc [[0, 1], [2]] output_shape [1, 3, 3] : memref<3x3xi16> into memref<1x3x3xi16>
    %true = arith.constant true
    cf.assert %true, "x must be \22positive\22"
    %1 = arith.fptoui %cst : f16 to i64
    return
  }
}

