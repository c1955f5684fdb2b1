// Dense elements of vector and index types.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.dense"() {a = dense<[1, 2]> : vector<2xindex>, b = dense<3> : tensor<2x2xindex>, c = dense<[1.0, 2.0]> : vector<2xf16>, d = dense<[[1, 2, 3]]> : vector<1x3xui4>} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.dense"() {a = dense<[1, 2]> : vector<2xindex>, b = dense<3> : tensor<2x2xindex>, c = dense<[1.000000e+00, 2.000000e+00]> : vector<2xf16>, d = dense<{{\[\[}}1, 2, 3]]> : vector<1x3xui4>} : () -> ()
// CHECK-NEXT: }
