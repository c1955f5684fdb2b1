#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module attributes {test.module_note = "std"} {
  func.func private @ext0(i64 {llvm.noundef, test.tag = "x"}) -> (memref<8xi64> {llvm.noundef}) attributes {test.kernel}
  func.func private @ext1(i64, i64, f32) -> (f32 {llvm.noundef})
  func.func private @compute0(%arg0: f64, %arg1: f32, %arg2: tensor<?x?xi64>, %arg3: bf16) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %extracted = tensor.extract %arg2[%c0, %c0_0] : tensor<?x?xi64>
    %from_elements = tensor.from_elements %c0_0, %c0, %c0_0 : tensor<3xindex>
    %cst = arith.constant dense<127> : tensor<8xi8>
    %cst_1 = arith.constant dense<[0, 54, 0, 127, -10, 36, -14, 65]> : tensor<8xi8>
    %0 = linalg.mul ins(%cst, %cst_1 : tensor<8xi8>, tensor<8xi8>) outs(%cst_1 : tensor<8xi8>) -> tensor<8xi8>
    %1 = arith.divf %arg1, %arg1 fastmath<nnan,ninf> : f32
    %2 = math.tan %arg1 fastmath<fast> : f32
    return
  }
  func.func private @kernel_1(%arg0: i32 {llvm.noundef}, %arg1: memref<8xf32>) -> i64 {
    %cast = memref.cast %arg1 : memref<8xf32> to memref<?xf32>
    %cst = arith.constant -1.000000e+00 : f64
    %0 = math.rsqrt %cst : f64
    %true = arith.constant true
    %1 = arith.shli %true, %true overflow<nsw, nuw> : i1
    %c6 = arith.constant 6 : index
    %c6_0 = arith.constant 6 : index
    %alloc = memref.alloc(%c6)[%c6_0] {alignment = 64 : i64} : memref<?x4xi32, #map>
    cf.assert %1, "x must be \22positive\22"
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    return %c4611686018427387903_i64 : i64
  }
}

