// Shaped types of shaped and complex element types.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.nested"() : () -> (tensor<2xvector<4xf32>>, memref<3xcomplex<f64>>, vector<2xindex>)

// CHECK: module {
// CHECK-NEXT:   %0:3 = "t.nested"() : () -> (tensor<2xvector<4xf32>>, memref<3xcomplex<f64>>, vector<2xindex>)
// CHECK-NEXT: }
