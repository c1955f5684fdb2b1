// Unit attributes print as a bare name in a dictionary.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.unit"() {flag, other = unit, arr = [unit]} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.unit"() {arr = [unit], flag, other} : () -> ()
// CHECK-NEXT: }
