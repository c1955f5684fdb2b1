// Dense integer elements: splats, nested lists, empty and rank 0; equal elements become a splat.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.dense"() {a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi8>, c = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>, d = dense<> : tensor<0xi32>, e = dense<5> : tensor<i16>, f = dense<[-1, 0]> : vector<2xsi8>, g = dense<[1, 1]> : tensor<2xi32>} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.dense"() {a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi8>, c = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi64>, d = dense<> : tensor<0xi32>, e = dense<5> : tensor<i16>, f = dense<[-1, 0]> : vector<2xsi8>, g = dense<1> : tensor<2xi32>} : () -> ()
// CHECK-NEXT: }
