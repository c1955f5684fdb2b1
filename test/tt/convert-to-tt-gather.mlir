// Gathers in stablehlo.gather's general form become loads through
// pointers computed from the indices in the tile kernel, not host ops:
// one index vector for the whole result (the start indices a scalar:
// what jax.numpy.quantile builds; its TTIR did not verify before), a
// batch of point indices, and start indices clamped so the slice fits.
// Compiled, they give the reference interpreter's numbers.
// RUN: rm -rf %t && mkdir -p %t
// RUN: ir-run %s --random-inputs --output %t/a.npy --output %t/b.npy --output %t/c.npy
// RUN: ir-opt %s --fuse --tile=cpu --convert-to-tt -o %t/tt.mlir
// RUN: FileCheck %s < %t/tt.mlir
// RUN: ir-run %t/tt.mlir --jit --random-inputs --check %t/a.npy --check %t/b.npy --check %t/c.npy | FileCheck %s --check-prefix=RAN
// CHECK-NOT: = "stablehlo.gather"
// CHECK: tt.func
// RAN-COUNT-3: ok

func.func @main(%x: tensor<5x6xf32>) -> (tensor<5xf32>, tensor<3xf32>, tensor<2x5x2xf32>) {
  %c = stablehlo.constant dense<[4]> : tensor<1xi32>
  %a = "stablehlo.gather"(%x, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x6xf32>, tensor<1xi32>) -> tensor<5xf32>
  %p = stablehlo.constant dense<[[0, 5], [4, 0], [2, 3]]> : tensor<3x2xi64>
  %b = "stablehlo.gather"(%x, %p) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x6xf32>, tensor<3x2xi64>) -> tensor<3xf32>
  // Starts 5 and -3 clamp to 4 and 0: each slice is 2 columns wide.
  %s = stablehlo.constant dense<[5, -3]> : tensor<2xi32>
  %d = "stablehlo.gather"(%x, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 2>}> : (tensor<5x6xf32>, tensor<2xi32>) -> tensor<2x5x2xf32>
  return %a, %b, %d : tensor<5xf32>, tensor<3xf32>, tensor<2x5x2xf32>
}
