// Attributes in the generic form.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s %}

"t.op"() {b = 1.0 : f32, a = dense<1> : tensor<2xi32>, c = "s", d = array<i32: 1>} : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "t.op"() {a = dense<1> : tensor<2xi32>, b = 1.000000e+00 : f32, c = "s", d = array<i32: 1>} : () -> ()
// CHECK-NEXT: }) : () -> ()
