// --verify-diagnostics on input without diagnostics prints the module and exits 0.
// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics %s | FileCheck %s %}

"t.fine"() {x = 2 : i8} : () -> ()

// CHECK: module {
// CHECK-NEXT: "t.fine"() {x = 2 : i8} : () -> ()
// CHECK-NEXT: }
