// Dense float elements.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.dense"() {a = dense<1.0> : tensor<2xf32>, b = dense<[0.5, -1.5, 1.0e10]> : tensor<3xf64>, c = dense<[[1.0, 2.0]]> : tensor<1x2xbf16>, d = dense<0x7FC00000> : tensor<f32>} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.dense"() {a = dense<1.000000e+00> : tensor<2xf32>, b = dense<[5.000000e-01, -1.500000e+00, 1.000000e+10]> : tensor<3xf64>, c = dense<{{\[\[}}1.000000e+00, 2.000000e+00]]> : tensor<1x2xbf16>, d = dense<0x7FC00000> : tensor<f32>} : () -> ()
// CHECK-NEXT: }
