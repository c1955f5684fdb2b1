#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func private @ext0() attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func private @ext1(tensor<4x3xindex>, f64)
  func.func @compute0() -> (i64 {llvm.zeroext}, i32) {
    %cst = arith.constant -7.500000e+00 : f16
    %cst_0 = arith.constant 3.000000e+00 : f16
    %0 = arith.addf %cst, %cst_0 fastmath<fast> : f16
    %alloc = memref.alloc() : memref<2x1xf32>
    linalg.max ins(%alloc, %alloc : memref<2x1xf32>, memref<2x1xf32>) outs(%alloc : memref<2x1xf32>)
    %c1_i64 = arith.constant 1 : i64
    %c59 = arith.constant 59 : index
    cf.br ^bb1(%c1_i64, %c59 : i64, index)
  ^bb1(%1: i64, %2: index):  // pred: ^bb0
    %3 = tensor.empty() : tensor<2xi64>
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %c9_i8 = arith.constant 9 : i8
    %4 = math.fpowi %cst_1, %c9_i8 : bf16, i8
    %c1_i32 = arith.constant 1 : i32
    %c70_i64 = arith.constant 70 : i64
    cf.switch %c1_i32 : i32, [
      default: ^bb2(%c70_i64 : i64),
      3: ^bb2(%1 : i64),
      6: ^bb3(%2, %c1_i64 : index, i64),
      8: ^bb2(%1 : i64)
    ]
  ^bb2(%5: i64):  // 3 preds: ^bb1, ^bb1, ^bb1
    %cst_2 = arith.constant dense<1.000000e+00> : vector<4xf64>
    %6 = arith.divf %cst_2, %cst_2 fastmath<nnan,ninf> : vector<4xf64>
    %cst_3 = arith.constant dense<-7.500000e+00> : tensor<8x4xf32>
    %7 = tensor.empty() : tensor<4x8xf32>
    %cst_4 = arith.constant dense<-2.500000e-01> : tensor<8x8xf32>
    %8 = linalg.matmul ins(%cst_3, %7 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%cst_4 : tensor<8x8xf32>) -> tensor<8x8xf32>
    cf.br ^bb3(%c59, %5 : index, i64)
  ^bb3(%9: index, %10: i64):  // 2 preds: ^bb1, ^bb2
    %cst_5 = arith.constant 0.000000e+00 : f32
    %11 = math.expm1 %cst_5 fastmath<afn> : f32
    %true = arith.constant true
    %cst_6 = arith.constant dense<[[4611686018427387903], [-1]]> : vector<2x1xindex>
    %12 = arith.select %true, %cst_6, %cst_6 : vector<2x1xindex>
    %c2147483647_i32 = arith.constant 2147483647 : i32
    return %10, %c2147483647_i32 : i64, i32
  }
  func.func @f1(%arg0: vector<8xi64>, %arg1: i64, %arg2: tensor<2x1xindex>) -> vector<4xi64> {
    %alloc = memref.alloc() : memref<4xf64>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [4], strides: [1] : memref<4xf64> to memref<4xf64, strided<[1]>>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %extracted = tensor.extract %arg2[%c0, %c0_0] : tensor<2x1xindex>
    %cst = arith.constant 1.500000e-01 : f64
    %0 = arith.cmpf uno, %cst, %cst fastmath<arcp> : f64
    %1 = scf.execute_region -> index {
      %3 = tensor.empty() : tensor<4x8xf32>
      %cst_3 = arith.constant dense<5.000000e-01> : tensor<4xf32>
      %4 = linalg.generic {doc = "elementwise", indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<4x8xf32>) outs(%cst_3 : tensor<4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %6 = arith.addf %in, %out : f32
        linalg.yield %6 : f32
      } -> tensor<4xf32>
      %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<2048xi8>
      %c0_5 = arith.constant 0 : index
      %view = memref.view %alloc_4[%c0_5][] : memref<2048xi8> to memref<4x8xf32>
      %cst_6 = arith.constant 1.000000e+00 : f32
      %5 = arith.cmpf uge, %cst_6, %cst_6 fastmath<fast> : f32
      %cst_7 = arith.constant dense<[[1, 4611686018427387903, 1], [-1, -1, 65], [4611686018427387903, 0, 0], [-1, 1, 1]]> : tensor<4x3xindex>
      func.call @ext1(%cst_7, %cst) : (tensor<4x3xindex>, f64) -> ()
      scf.yield %c0_5 : index
    }
    %cst_1 = arith.constant dense<1> : vector<2x1xi16>
    %2 = arith.extui %cst_1 : vector<2x1xi16> to vector<2x1xi32>
    %cst_2 = arith.constant dense<[13, 4, 69, 1]> : vector<4xi64>
    return %cst_2 : vector<4xi64>
  }
}

