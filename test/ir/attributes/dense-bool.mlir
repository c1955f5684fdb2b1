// Dense bool elements.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.dense"() {a = dense<true> : tensor<3xi1>, b = dense<[true, false, true]> : tensor<3xi1>, c = dense<[[false], [true]]> : tensor<2x1xi1>, d = dense<[1, 0]> : tensor<2xi1>} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.dense"() {a = dense<true> : tensor<3xi1>, b = dense<[true, false, true]> : tensor<3xi1>, c = dense<{{\[\[}}false], [true]]> : tensor<2x1xi1>, d = dense<[true, false]> : tensor<2xi1>} : () -> ()
// CHECK-NEXT: }
