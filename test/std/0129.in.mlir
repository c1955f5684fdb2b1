func.func @fn.0(%sum: f32) -> (memref<4xf32>, tensor<4xf32>) {
  %alloca_2 = memref.alloca() {alignment = 64} : memref<4x4xi8>
  %alloc = memref.alloc() : memref<4xi8>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%alloca_2, %alloca_2 : memref<4x4xi8>, memref<4x4xi8>) outs(%alloc : memref<4xi8>) {
  ^bb0(%in_4: i8, %x5: i8, %in: i8):
    %7 = arith.addi %in_4, %x5 : i8
    %8 = arith.addi %7, %in : i8
    linalg.yield %8 : i8  // note
  }
  %9 = arith.constant dense<1.0> : vector<4xf32>
  %tmp10 = arith.negf %9 fastmath<reassoc,contract> : vector<4xf32>
  %cst_11 = arith.constant dense<3.0> : vector<4xf64>
  %addf = arith.addf %cst_11, %cst_11 fastmath<arcp> : vector<4xf64>
  %x13 = memref.alloc() : memref<4xf32>
  %empty = tensor.empty() : tensor<4xf32>
  return %x13, %empty : memref<4xf32>, tensor<4xf32>
}
func.func @compute1(%t1: vector<4xf32>) -> (memref<8x2x4xindex>, tensor<4xf32>) {
  %x2 = arith.constant 0 : index
  %3 = arith.constant 59 : index
  %tmp4 = arith.cmpi eq, %x2, %3 : index
  cf.assert %tmp4, "x must be \"positive\""
  %alloca_5 = memref.alloca() : memref<4xindex>
  memref.dealloc %alloca_5 : memref<4xindex>
  %6 = arith.constant 0 : i1
  %r_7 = scf.if %6 -> (i32) {
    %c_8 = arith.constant 0 : i32
    scf.yield %c_8 : i32
  } else {
    %9 = arith.constant 63 : i32
    scf.yield %9 : i32
  }
  %10 = memref.alloca() : memref<8x2x4xindex>
  %11 = arith.constant dense<[2.5, 1.0, 1.5e-1, 2.5]> : tensor<4xf32>
  func.return %10, %11 : memref<8x2x4xindex>, tensor<4xf32>
}
