#loc2 = loc("0253.in.mlir":3:20)
#loc14 = loc("0253.in.mlir":17:8)
#loc19 = loc("0253.in.mlir":25:8)
#loc24 = loc("0253.in.mlir":30:20)
#loc28 = loc("0253.in.mlir":34:12)
#loc29 = loc("0253.in.mlir":34:22)
#map = affine_map<(d0, d1) -> (d0, d1)>
module attributes {test.module_note = "std"} {
  func.func @fn.0(%arg0: i16 {llvm.noundef, test.tag = "x"} loc("0253.in.mlir":3:20)) -> (i16 {llvm.noundef, test.tag = "x"}) {
    %cst = arith.constant 1.500000e-01 : f32 loc(#loc3)
    %0 = arith.negf %cst fastmath<reassoc,contract> : f32 loc(#loc4)
    %c-1_i32 = arith.constant -1 : i32 loc(#loc5)
    cf.switch %c-1_i32 : i32, [
      default: ^bb1,
      4294967295: ^bb3(%c-1_i32 : i32)
    ] loc(#loc6)
  ^bb1:  // pred: ^bb0
    %alloc = memref.alloc() : memref<8x4xi32> loc(#loc7)
    %subview = memref.subview %alloc[2, 2] [4, 2] [1, 1] : memref<8x4xi32> to memref<4x2xi32, strided<[4, 1], offset: 10>> loc(#loc8)
    %true = arith.constant true loc(#loc9)
    cf.cond_br %true, ^bb2, ^bb2 loc(#loc10)
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %1 = tensor.empty() : tensor<8x4xi16> loc(#loc11)
    %expanded = tensor.expand_shape %1 [[0, 1], [2]] output_shape [8, 1, 4] : tensor<8x4xi16> into tensor<8x1x4xi16> loc(#loc12)
    cf.br ^bb3(%c-1_i32 : i32) loc(#loc13)
  ^bb3(%2: i32 loc("0253.in.mlir":17:8)):  // 2 preds: ^bb0, ^bb2
    %cst_0 = arith.constant dense<[[-7, 2147483647], [5, -5], [2147483647, 72]]> : vector<3x2xi32> loc(#loc15)
    %3 = arith.cmpi sle, %cst_0, %cst_0 : vector<3x2xi32> loc(#loc16)
    %c2147483647_i32 = arith.constant 2147483647 : i32 loc(#loc17)
    cf.switch %c-1_i32 : i32, [
      default: ^bb4(%2 : i32),
      3: ^bb4(%2 : i32),
      5: ^bb4(%c-1_i32 : i32),
      6: ^bb4(%c2147483647_i32 : i32)
    ] loc(#loc18)
  ^bb4(%4: i32 loc("0253.in.mlir":25:8)):  // 4 preds: ^bb3, ^bb3, ^bb3, ^bb3
    %c-1_i32_1 = arith.constant -1 : i32 loc(#loc20)
    %from_elements = tensor.from_elements %c-1_i32_1 : tensor<1xi32> loc(#loc21)
    return %arg0 : i16 loc(#loc22)
  } loc(#loc1)
  func.func @fn.1(%arg0: i16 loc("0253.in.mlir":30:20)) attributes {test.kernel} {
    %cst = arith.constant 1.000000e+02 : f16 loc(#loc25)
    %cst_0 = arith.constant dense<[[66, 0, 73], [1, 1, 37], [0, -6, 2147483647]]> : tensor<3x3xi32> loc(#loc26)
    %0 = linalg.generic {doc = "elementwise", indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<3x3xi32>) outs(%cst_0 : tensor<3x3xi32>) {
    ^bb0(%in: i32 loc("0253.in.mlir":34:12), %out: i32 loc("0253.in.mlir":34:22)):
      %2 = arith.addi %in, %out : i32 loc(#loc30)
      linalg.yield %2 : i32 loc(#loc31)
    } -> tensor<3x3xi32> loc(#loc27)
    %alloc = memref.alloc() : memref<3x3xi16> loc(#loc32)
    %expand_shape = memref.expand_shape %alloc [[0, 1], [2]] output_shape [1, 3, 3] : memref<3x3xi16> into memref<1x3x3xi16> loc(#loc33)
    %true = arith.constant true loc(#loc34)
    cf.assert %true, "x must be \22positive\22" loc(#loc35)
    %1 = arith.fptoui %cst : f16 to i64 loc(#loc36)
    return loc(#loc37)
  } loc(#loc23)
} loc(#loc)
#loc = loc("0253.in.mlir":2:1)
#loc1 = loc("0253.in.mlir":3:4)
#loc3 = loc("0253.in.mlir":4:14)
#loc4 = loc("0253.in.mlir":5:12)
#loc5 = loc("0253.in.mlir":6:12)
#loc6 = loc("0253.in.mlir":7:7)
#loc7 = loc("0253.in.mlir":9:13)
#loc8 = loc("0253.in.mlir":10:12)
#loc9 = loc("0253.in.mlir":11:14)
#loc10 = loc("0253.in.mlir":12:7)
#loc11 = loc("0253.in.mlir":14:18)
#loc12 = loc("0253.in.mlir":15:19)
#loc13 = loc("0253.in.mlir":16:7)
#loc15 = loc("0253.in.mlir":18:17)
#loc16 = loc("0253.in.mlir":19:13)
#loc17 = loc("0253.in.mlir":20:12)
#loc18 = loc("0253.in.mlir":21:7)
#loc20 = loc("0253.in.mlir":26:13)
#loc21 = loc("0253.in.mlir":27:13)
#loc22 = loc("0253.in.mlir":28:7)
#loc23 = loc("0253.in.mlir":30:4)
#loc25 = loc("0253.in.mlir":31:12)
#loc26 = loc("0253.in.mlir":32:12)
#loc27 = loc("0253.in.mlir":33:14)
#loc30 = loc("0253.in.mlir":35:15)
#loc31 = loc("0253.in.mlir":36:10)
#loc32 = loc("0253.in.mlir":38:18)
#loc33 = loc("0253.in.mlir":39:15)
#loc34 = loc("0253.in.mlir":40:13)
#loc35 = loc("0253.in.mlir":41:7)
#loc36 = loc("0253.in.mlir":42:14)
#loc37 = loc("0253.in.mlir":43:7)

