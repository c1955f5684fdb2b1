// i1 integer attributes print as true / false.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.bools"() {a = true, b = false, c = 1 : i1, d = 0 : i1, e = -1 : i1, f = [true, false, 1 : i1]} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.bools"() {a = true, b = false, c = true, d = false, e = true, f = [true, false, true]} : () -> ()
// CHECK-NEXT: }
