#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module attributes {test.module_note = "std"} {
  func.func private @ext0(tensor<8x?xi32> {llvm.noundef}) -> (i16, memref<?x4xi64>)
  func.func @kernel_0(%arg0: vector<4x4xi64>) -> (tensor<3xi64> {test.foo = 1 : i32}) {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc(%c3) : memref<4x?xi64>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = memref.load %alloc[%c0, %c0_0] : memref<4x?xi64>
    %1 = tensor.empty() : tensor<4x4xf64>
    %2 = tensor.empty() : tensor<4xf64>
    %3 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%1, %1 : tensor<4x4xf64>, tensor<4x4xf64>) outs(%2 : tensor<4xf64>) {
    ^bb0(%in: f64, %in_1: f64, %out: f64):
      %5 = arith.addf %in, %in_1 : f64
      %6 = arith.addf %5, %out : f64
      linalg.yield %6 : f64
    } -> tensor<4xf64>
    %cst = arith.constant dense<4611686018427387903> : tensor<4x4xindex>
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %cst, %c1 : tensor<4x4xindex>
    %4 = tensor.empty() : tensor<3xi64>
    return %4 : tensor<3xi64>
  }
  func.func @f1(%arg0: memref<1xi64>, %arg1: memref<4x?xi32>, %arg2: i64, %arg3: i64) -> tensor<1xi64> {
    %0 = tensor.empty() : tensor<4xi64>
    %c1 = arith.constant 1 : index
    %1 = tensor.empty() : tensor<1xi64>
    %inserted_slice = tensor.insert_slice %1 into %0[%c1] [1] [1] : tensor<1xi64> into tensor<4xi64>
    cf.br ^bb1(%arg3 : i64)
  ^bb1(%2: i64):  // pred: ^bb0
    %cst = arith.constant 2.500000e+00 : bf16
    %3 = arith.extf %cst : bf16 to f32
    %c1_i32 = arith.constant 1 : i32
    %4 = arith.cmpi ugt, %c1_i32, %c1_i32 : i32
    cf.cond_br %4, ^bb2(%2 : i64), ^bb2(%arg3 : i64)
  ^bb2(%5: i64):  // 2 preds: ^bb1, ^bb1
    %c2_i32 = arith.constant 2 : i32
    %c2_i32_0 = arith.constant 2 : i32
    scf.for %arg4 = %c2_i32 to %c2_i32 step %c2_i32_0  : i32 {
    }
    %cst_1 = arith.constant dense<4611686018427387903> : tensor<1xi64>
    return %cst_1 : tensor<1xi64>
  }
}

