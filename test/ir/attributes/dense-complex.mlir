// Dense complex elements.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.dense"() {a = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, b = dense<[(1, 2), (3, -4)]> : tensor<2xcomplex<i32>>, c = dense<[(0.5, 0.0)]> : tensor<1xcomplex<f64>>} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.dense"() {a = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, b = dense<[(1,2), (3,-4)]> : tensor<2xcomplex<i32>>, c = dense<(5.000000e-01,0.000000e+00)> : tensor<1xcomplex<f64>>} : () -> ()
// CHECK-NEXT: }
