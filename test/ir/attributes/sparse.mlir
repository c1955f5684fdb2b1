// Sparse elements attributes.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.sparse"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<[[1]], [2.5]> : tensor<4xf32>, c = sparse<> : tensor<2xi8>, d = sparse<0, 1> : tensor<3xi16>} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.sparse"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<1, 2.500000e+00> : tensor<4xf32>, c = sparse<> : tensor<2xi8>, d = sparse<0, 1> : tensor<3xi16>} : () -> ()
// CHECK-NEXT: }
