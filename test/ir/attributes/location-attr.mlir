// Location attributes used as attribute values.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.l"() {a = loc("f.c":1:2), b = loc(unknown), c = [loc("n")]} : () -> ()

// CHECK: #loc = loc("f.c":1:2)
// CHECK-NEXT: #loc1 = loc(unknown)
// CHECK-NEXT: #loc2 = loc("n")
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.l"() {a = #loc, b = #loc1, c = [#loc2]} : () -> ()
// CHECK-NEXT: }
