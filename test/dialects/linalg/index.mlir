// linalg.index: the iteration index of the enclosing structured op, printed
// and verified as mlir-opt 22 does; under ir-run, the index itself.
// RUN: ir-opt %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt %s | FileCheck %s %}
// RUN: ir-run %s --entry iota --print | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @iota
// CHECK: %[[I:.*]] = linalg.index 1 : index
// CHECK-NEXT: linalg.yield %[[I]] : index
// EXEC: result 0: shape [2,3] dtype si64
// EXEC-NEXT: {{\[\[}}0, 1, 2], [0, 1, 2]]
func.func @iota() -> tensor<2x3xindex> {
  %e = tensor.empty() : tensor<2x3xindex>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<2x3xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 1 : index
    linalg.yield %i : index
  } -> tensor<2x3xindex>
  return %0 : tensor<2x3xindex>
}
