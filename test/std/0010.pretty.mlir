#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func private @ext0(index)
  func.func private @ext1(index, tensor<?x4xi64> {test.foo = 1 : i32}, tensor<8x?x?xindex>) attributes {llvm.emit_c_interface, note = "generated"}
  module @inner {
    func.func @helper8(%arg0: memref<4x4xi64>, %arg1: memref<8x8x3xindex>, %arg2: index) -> i64 {
      %0 = tensor.empty() : tensor<4x4xindex>
      %1 = tensor.empty() : tensor<4x4xindex>
      %2 = arith.cmpi uge, %0, %1 : tensor<4x4xindex>
      %cst = arith.constant dense<5> : vector<4xi16>
      %3 = arith.uitofp %cst : vector<4xi16> to vector<4xf32>
      %cst_0 = arith.constant dense<0> : vector<2x2xi64>
      %4 = arith.bitcast %cst_0 : vector<2x2xi64> to vector<2x2xf64>
      %c41_i64 = arith.constant 41 : i64
      return %c41_i64 : i64
    }
  }
  func.func @compute0(%arg0: i64 {llvm.noundef, test.tag = "x"}, %arg1: i16, %arg2: index, %arg3: tensor<8x8x?xi64>) -> (vector<4x4xi16> {test.foo = 1 : i32}, index, memref<?x4xi64>) {
    %c7 = arith.constant 7 : index
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c7)[%c4] {alignment = 64 : i64} : memref<?x4xi64, #map>
    %c42_i32 = arith.constant 42 : i32
    %0 = scf.while (%arg4 = %c42_i32) : (i32) -> i32 {
      %cst_3 = arith.constant 5.000000e-01 : f16
      %4 = math.log2 %cst_3 fastmath<afn> : f16
      %true = arith.constant true
      scf.condition(%true) %arg4 : i32
    } do {
    ^bb0(%arg4: i32):
      %c52_i8 = arith.constant 52 : i8
      %sum, %overflow = arith.addui_extended %c52_i8, %c52_i8 : i8, i1
      %c1 = arith.constant 1 : index
      %4 = tensor.empty(%c1) : tensor<8x8x?xf32>
      %c8 = arith.constant 8 : index
      %5 = tensor.empty(%c8) : tensor<8x8x?xf32>
      %6 = arith.cmpf ogt, %4, %5 fastmath<fast> : tensor<8x8x?xf32>
      %cst_3 = arith.constant dense<-2.500000e-01> : vector<4x4xf32>
      %7 = math.sqrt %cst_3 fastmath<reassoc,contract> : vector<4x4xf32>
      %c1_i32 = arith.constant 1 : i32
      scf.yield %c1_i32 : i32
    }
    %c1_i8 = arith.constant 1 : i8
    %c-1_i8 = arith.constant -1 : i8
    %1 = math.ipowi %c1_i8, %c-1_i8 : i8
    %2 = tensor.empty() : tensor<8x8x3xi64>
    %c2 = arith.constant 2 : index
    %extracted_slice = tensor.extract_slice %2[6, 3, 1] [%c2, 4, 2] [1, 1, 1] : tensor<8x8x3xi64> to tensor<?x4x2xi64>
    %cst = arith.constant dense<2.500000e+00> : vector<8x8x3xf32>
    %3 = arith.minnumf %cst, %cst : vector<8x8x3xf32>
    %c2_0 = arith.constant 2 : index
    %splat = tensor.splat %c4[%c2_0] : tensor<4x?xindex>
    %cst_1 = arith.constant dense<-1> : vector<4x4xi16>
    %c5 = arith.constant 5 : index
    %alloc_2 = memref.alloc(%c5) : memref<?x4xi64>
    return %cst_1, %c2_0, %alloc_2 : vector<4x4xi16>, index, memref<?x4xi64>
  }
  func.func @fn.1() -> (vector<4x4xi32> {llvm.noundef, test.tag = "x"}, index, index) attributes {ref = @inner::@helper8} {
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<4x4xindex>
    memref.copy %alloc, %alloc : memref<4x4xindex> to memref<4x4xindex>
    %c7 = arith.constant 7 : index
    %alloc_0 = memref.alloc(%c7) : memref<?xindex>
    memref.dealloc %alloc_0 : memref<?xindex>
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %0 = arith.trunci %c2147483647_i32 : i32 to i1
    %1 = tensor.empty() : tensor<1x2xbf16>
    %2 = tensor.empty() : tensor<2x2xbf16>
    %3 = linalg.matmul ins(%1, %2 : tensor<1x2xbf16>, tensor<2x2xbf16>) outs(%1 : tensor<1x2xbf16>) -> tensor<1x2xbf16>
    %cst = arith.constant 4.000000e+02 : f16
    cf.cond_br %0, ^bb2(%cst : f16), ^bb2(%cst : f16)
  ^bb2(%4: f16):  // 2 preds: ^bb1, ^bb1
    %c1_i64 = arith.constant 1 : i64
    %c6_i64 = arith.constant 6 : i64
    %c3_i64 = arith.constant 3 : i64
    scf.for %arg0 = %c1_i64 to %c6_i64 step %c3_i64  : i64 {
      %6 = tensor.empty() : tensor<4x4xindex>
      %collapsed = tensor.collapse_shape %6 [[0, 1]] : tensor<4x4xindex> into tensor<16xindex>
      %7 = tensor.empty() : tensor<8x8x3xi64>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c1_2 = arith.constant 1 : index
      %inserted = tensor.insert %c6_i64 into %7[%c0, %c1, %c1_2] : tensor<8x8x3xi64>
      %cst_3 = arith.constant dense<[[34, 31, -1, -19], [38, 127, 5, 76], [1, -1, 65, -1], [74, -1, -1, 127]]> : vector<4x4xi8>
      %cst_4 = arith.constant dense<0> : vector<4x4xi8>
      %sum, %overflow = arith.addui_extended %cst_3, %cst_4 : vector<4x4xi8>, vector<4x4xi1>
      %c13 = arith.constant 13 : index
      %extracted = tensor.extract %collapsed[%c13] : tensor<16xindex>
    }
    %true = arith.constant true
    %5 = arith.select %true, %c7, %c7 : index
    cf.br ^bb3
  ^bb3:  // pred: ^bb2
    %cst_1 = arith.constant dense<0> : vector<4x4xi32>
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    return %cst_1, %c4611686018427387903, %c4611686018427387903 : vector<4x4xi32>, index, index
  }
}

