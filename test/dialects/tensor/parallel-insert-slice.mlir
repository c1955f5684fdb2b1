// tensor.parallel_insert_slice inside scf.forall, pretty and generic.
// RUN: ir-opt %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt %s | FileCheck %s %}
// RUN: ir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN %}

func.func @f(%t: tensor<8xf32>, %s: tensor<4xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// CHECK:      scf.forall.in_parallel {
// CHECK-NEXT:   tensor.parallel_insert_slice %arg1 into %arg3[%arg2] [4] [1] : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT: }
// GEN: "tensor.parallel_insert_slice"(%arg1, %arg3, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, tensor<8xf32>, index) -> ()
