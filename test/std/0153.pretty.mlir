#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func private @ext0(i32, tensor<4x?xi16>)
  func.func private @ext1()
  func.func private @kernel_0(%arg0: vector<4x4xi16>, %arg1: vector<8x8xi32>, %arg2: i32 {test.foo = 1 : i32}) -> (memref<4x4xindex> {llvm.noundef}, tensor<8x8xi16>) {
    %alloc = memref.alloc() : memref<8x1xf64>
    %alloc_0 = memref.alloc() : memref<1x8xf64>
    %alloca = memref.alloca() : memref<8x8xf64>
    linalg.matmul ins(%alloc, %alloc_0 : memref<8x1xf64>, memref<1x8xf64>) outs(%alloca : memref<8x8xf64>)
    %true = arith.constant true
    %0 = arith.extsi %true : i1 to i16
    %cst = arith.constant dense<60> : vector<8x8xi8>
    %1 = arith.cmpi ugt, %cst, %cst : vector<8x8xi8>
    %2 = arith.cmpi ne, %arg2, %arg2 : i32
    %cst_1 = arith.constant 1.000000e+02 : bf16
    scf.while (%arg3 = %cst_1, %arg4 = %arg2) : (bf16, i32) -> () {
      %c-1 = arith.constant -1 : index
      %7 = arith.minsi %c-1, %c-1 : index
      %c-1_i32 = arith.constant -1 : i32
      %8 = arith.cmpi ule, %arg2, %c-1_i32 : i32
      scf.condition(%8)
    } do {
      %c11_i32 = arith.constant 11 : i32
      %7 = arith.minsi %arg2, %c11_i32 : i32
      %cst_6 = arith.constant dense<1> : vector<8x8xi64>
      %8 = arith.uitofp %cst_6 : vector<8x8xi64> to vector<8x8xbf16>
      %9 = tensor.empty() : tensor<4x4xi32>
      %expanded = tensor.expand_shape %9 [[0], [1, 2]] output_shape [4, 1, 4] : tensor<4x4xi32> into tensor<4x1x4xi32>
      %cst_7 = arith.constant 3.000000e+00 : bf16
      scf.yield %cst_7, %7 : bf16, i32
    }
    %cst_2 = arith.constant 1.000000e+02 : f32
    %3 = arith.negf %cst_2 : f32
    %c0 = arith.constant 0 : index
    %dim = memref.dim %alloc_0, %c0 : memref<1x8xf64>
    %cst_3 = arith.constant dense<2.500000e+00> : tensor<8x4xf64>
    %4 = tensor.empty() : tensor<8xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%cst_3, %cst_3 : tensor<8x4xf64>, tensor<8x4xf64>) outs(%4 : tensor<8xf64>) {
    ^bb0(%in: f64, %in_6: f64, %out: f64):
      %7 = arith.addf %in, %in_6 : f64
      %8 = arith.addf %7, %out : f64
      linalg.yield %8 : f64
    } -> tensor<8xf64>
    %cst_4 = arith.constant 1.500000e-01 : f32
    %alloc_5 = memref.alloc() : memref<4x4xindex>
    %6 = tensor.empty() : tensor<8x8xi16>
    return %alloc_5, %6 : memref<4x4xindex>, tensor<8x8xi16>
  }
}

