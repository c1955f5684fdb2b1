#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  module @inner {
    func.func private @helper7(%arg0: memref<3x1xi8>) {
      %0 = tensor.empty() : tensor<2xi64>
      %c1 = arith.constant 1 : index
      %extracted_slice = tensor.extract_slice %0[%c1] [1] [1] : tensor<2xi64> to tensor<1xi64>
      %false = arith.constant false
      %c-1_i8 = arith.constant -1 : i8
      %cst = arith.constant 4.000000e+02 : f32
      cf.cond_br %false, ^bb1(%c-1_i8, %cst : i8, f32), ^bb2
    ^bb1(%1: i8, %2: f32):  // pred: ^bb0
      %alloc = memref.alloc() : memref<2048xi8>
      %c0 = arith.constant 0 : index
      %view = memref.view %alloc[%c0][] : memref<2048xi8> to memref<4x8xf16>
      cf.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %3 = tensor.empty() : tensor<2x8x8xf32>
      return
    }
  }
  func.func private @fn.0(%arg0: tensor<4xi8> {test.foo = 1 : i32}, %arg1: f32, %arg2: memref<2xi8>) {
    %cst = arith.constant dense<1.000000e+02> : tensor<1x8xf32>
    %0 = tensor.empty() : tensor<8x3xf32>
    %cst_0 = arith.constant dense<1.000000e+02> : tensor<1x3xf32>
    %1 = linalg.matmul ins(%cst, %0 : tensor<1x8xf32>, tensor<8x3xf32>) outs(%cst_0 : tensor<1x3xf32>) -> tensor<1x3xf32>
    %c0_i8 = arith.constant 0 : i8
    cf.br ^bb1(%c0_i8, %c0_i8 : i8, i8)
  ^bb1(%2: i8, %3: i8):  // pred: ^bb0
    %4 = tensor.empty() : tensor<2x8x8xf64>
    %5 = tensor.empty() : tensor<2x8x8xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x8x8xf64>) outs(%5 : tensor<2x8x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %7 = arith.addf %in, %out : f64
      linalg.yield %7 : f64
    } -> tensor<2x8x8xf64>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c2 = arith.constant 2 : index
    scf.for %arg3 = %c1 to %c5 step %c2 {
      %7 = tensor.empty() : tensor<2xi32>
      %cst_1 = arith.constant dense<1> : tensor<2xi32>
      %8 = math.ipowi %7, %cst_1 : tensor<2xi32>
    }
    return
  }
  func.func @fn.1() -> (f32, index) attributes {ref = @inner::@helper7} {
    %cst = arith.constant dense<1> : tensor<2x8x8xi32>
    %0 = tensor.empty() : tensor<2x8x8xi32>
    %1 = linalg.mul ins(%cst, %0 : tensor<2x8x8xi32>, tensor<2x8x8xi32>) outs(%cst : tensor<2x8x8xi32>) -> tensor<2x8x8xi32>
    %c34_i64 = arith.constant 34 : i64
    %2 = arith.cmpi uge, %c34_i64, %c34_i64 : i64
    %c1_i32 = arith.constant 1 : i32
    %c127_i8 = arith.constant 127 : i8
    cf.cond_br %2, ^bb1, ^bb2(%c1_i32, %c127_i8 : i32, i8)
  ^bb1:  // pred: ^bb0
    %cst_0 = arith.constant 1.000000e+00 : f32
    %3 = arith.addf %cst_0, %cst_0 : f32
    %c45_i8 = arith.constant 45 : i8
    cf.br ^bb2(%c1_i32, %c45_i8 : i32, i8)
  ^bb2(%4: i32, %5: i8):  // 2 preds: ^bb0, ^bb1
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %extracted = tensor.extract %cst[%c0, %c1, %c4] : tensor<2x8x8xi32>
    cf.cond_br %2, ^bb3, ^bb3
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %c1_1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %alloc = memref.alloc(%c1_1)[%c7] {alignment = 64 : i64} : memref<?x4xi8, #map1>
    %cst_2 = arith.constant 4.000000e+02 : f32
    return %cst_2, %c1_1 : f32, index
  }
}

