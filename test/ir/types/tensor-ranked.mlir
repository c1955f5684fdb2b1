// Ranked static tensors, including rank 0 and zero-sized dims.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.tensors"() : () -> (tensor<f32>, tensor<1xi8>, tensor<2x3x4xf16>, tensor<0x5xindex>, tensor<1x1x1x1x1xcomplex<f32>>)

// CHECK: module {
// CHECK-NEXT:   %0:5 = "t.tensors"() : () -> (tensor<f32>, tensor<1xi8>, tensor<2x3x4xf16>, tensor<0x5xindex>, tensor<1x1x1x1x1xcomplex<f32>>)
// CHECK-NEXT: }
