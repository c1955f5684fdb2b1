#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @fn.0(%arg0: f32) -> (memref<4xf32>, tensor<4xf32>) {
    %alloca = memref.alloca() {alignment = 64 : i64} : memref<4x4xi8>
    %alloc = memref.alloc() : memref<4xi8>
    linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%alloca, %alloca : memref<4x4xi8>, memref<4x4xi8>) outs(%alloc : memref<4xi8>) {
    ^bb0(%in: i8, %in_2: i8, %out: i8):
      %3 = arith.addi %in, %in_2 : i8
      %4 = arith.addi %3, %out : i8
      linalg.yield %4 : i8
    }
    %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
    %0 = arith.negf %cst fastmath<reassoc,contract> : vector<4xf32>
    %cst_0 = arith.constant dense<3.000000e+00> : vector<4xf64>
    %1 = arith.addf %cst_0, %cst_0 fastmath<arcp> : vector<4xf64>
    %alloc_1 = memref.alloc() : memref<4xf32>
    %2 = tensor.empty() : tensor<4xf32>
    return %alloc_1, %2 : memref<4xf32>, tensor<4xf32>
  }
  func.func @compute1(%arg0: vector<4xf32>) -> (memref<8x2x4xindex>, tensor<4xf32>) {
    %c0 = arith.constant 0 : index
    %c59 = arith.constant 59 : index
    %0 = arith.cmpi eq, %c0, %c59 : index
    cf.assert %0, "x must be \22positive\22"
    %alloca = memref.alloca() : memref<4xindex>
    memref.dealloc %alloca : memref<4xindex>
    %false = arith.constant false
    %1 = scf.if %false -> (i32) {
      %c0_i32 = arith.constant 0 : i32
      scf.yield %c0_i32 : i32
    } else {
      %c63_i32 = arith.constant 63 : i32
      scf.yield %c63_i32 : i32
    }
    %alloca_0 = memref.alloca() : memref<8x2x4xindex>
    %cst = arith.constant dense<[2.500000e+00, 1.000000e+00, 1.500000e-01, 2.500000e+00]> : tensor<4xf32>
    return %alloca_0, %cst : memref<8x2x4xindex>, tensor<4xf32>
  }
}

