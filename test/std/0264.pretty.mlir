module {
  func.func private @ext0(f32 {llvm.noundef, test.tag = "x"}, f32, i32 {llvm.noundef}) -> (f32, i32 {test.foo = 1 : i32}) attributes {test.kernel}
  func.func private @ext1(vector<1xbf16>, i32) -> (f32, tensor<4x4xf32>) attributes {llvm.emit_c_interface, note = "generated"}
  func.func @f0() -> i32 attributes {llvm.emit_c_interface, note = "generated"} {
    %cst = arith.constant dense<[[4611686018427387903, 4611686018427387903, 80, 0], [4611686018427387903, 4611686018427387903, 4611686018427387903, 1], [0, 36, 0, 21], [-4, 4611686018427387903, 0, 51]]> : vector<4x4xindex>
    %0 = arith.index_cast %cst : vector<4x4xindex> to vector<4x4xi32>
    %1 = tensor.empty() : tensor<4x4xf32>
    %expanded = tensor.expand_shape %1 [[0], [1, 2]] output_shape [4, 2, 2] : tensor<4x4xf32> into tensor<4x2x2xf32>
    %cst_0 = arith.constant dense<false> : vector<2xi1>
    %cst_1 = arith.constant dense<[0.000000e+00, 1.000000e+02]> : vector<2xf32>
    %2 = arith.select %cst_0, %cst_1, %cst_1 : vector<2xi1>, vector<2xf32>
    %alloc = memref.alloc() : memref<4x4xf32>
    %subview = memref.subview %alloc[1, 1] [2, 1] [2, 1] : memref<4x4xf32> to memref<2x1xf32, strided<[8, 1], offset: 5>>
    %c1_i32 = arith.constant 1 : i32
    %low, %high = arith.mulsi_extended %c1_i32, %c1_i32 : i32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    memref.store %cst_2, %subview[%c0, %c0_3] : memref<2x1xf32, strided<[8, 1], offset: 5>>
    %c2 = arith.constant 2 : index
    %3 = tensor.empty(%c2) : tensor<4x?xi32>
    %alloca = memref.alloca() : memref<4xbf16>
    %alloca_4 = memref.alloca() {alignment = 64 : i64} : memref<4xbf16>
    linalg.div ins(%alloca, %alloca_4 : memref<4xbf16>, memref<4xbf16>) outs(%alloca : memref<4xbf16>)
    %c42_i32 = arith.constant 42 : i32
    return %c42_i32 : i32
  }
  func.func @f1(%arg0: f32) -> (i64 {llvm.signext}) {
    %alloca = memref.alloca() : memref<1xi32>
    %subview = memref.subview %alloca[0] [1] [1] : memref<1xi32> to memref<1xi32, strided<[1]>>
    %c7 = arith.constant 7 : index
    %0 = tensor.empty(%c7) : tensor<?x4xf32>
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %inserted = tensor.insert %arg0 into %0[%c0, %c3] : tensor<?x4xf32>
    %true = arith.constant true
    cf.cond_br %true, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %true_0 = arith.constant true
    %true_1 = arith.constant true
    %1 = arith.cmpi ule, %true_0, %true_1 : i1
    %cst = arith.constant dense<0.000000e+00> : vector<1xf32>
    %2 = arith.negf %cst fastmath<reassoc,contract> : vector<1xf32>
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %cst_2 = arith.constant 1.500000e-01 : f64
    %3 = arith.cmpf true, %cst_2, %cst_2 fastmath<arcp> : f64
    %cst_3 = arith.constant dense<3.000000e+00> : vector<1x8x8xf32>
    %4 = arith.remf %cst_3, %cst_3 : vector<1x8x8xf32>
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    return %c4611686018427387903_i64 : i64
  }
}

