// Dense string elements.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.dense"() {a = dense<"x"> : tensor<2x!t.str>, b = dense<["a", "b\n", ""]> : tensor<3x!t.str>} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.dense"() {a = dense<"x"> : tensor<2x!t.str>, b = dense<["a", "b\0A", ""]> : tensor<3x!t.str>} : () -> ()
// CHECK-NEXT: }
