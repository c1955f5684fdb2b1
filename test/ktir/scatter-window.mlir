// A scatter with a window along an indexed dimension (JAX's
// x.at[1:3, ::2].add(5): two points (1, 0) and (1, 2), each updating a
// window of two rows): expand-hlo names every element it updates (start
// plus window position), the form the Spyre emitter writes through. By
// hand: rows 1 and 2 get 5 at columns 0 and 2.
// RUN: ir-run %s --print | FileCheck %s
// RUN: ir-run %s --output %t.npy > /dev/null
// RUN: ir-opt --fuse --tile=cpu --convert-to-tt %s | ir-run - --jit --check %t.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=SAME
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: ir-run %t.mlir --entry main --arg arg0=zeros:6x4:f32 --arg arg1=zeros:65536:f64 --check arg0=%t.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=SAME
// CHECK: {{\[}}[0, 0, 0, 0], [5, 0, 5, 0], [5, 0, 5, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
// SAME: ok
func.func @main() -> tensor<6x4xf32> {
  %x = stablehlo.constant dense<0.0> : tensor<6x4xf32>
  %idx = stablehlo.constant dense<[[1, 0], [1, 2]]> : tensor<2x2xi32>
  %u = stablehlo.constant dense<5.0> : tensor<2x2xf32>
  %0 = "stablehlo.scatter"(%x, %idx, %u) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<6x4xf32>, tensor<2x2xi32>, tensor<2x2xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}
