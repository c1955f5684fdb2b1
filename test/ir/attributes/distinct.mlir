// distinct attributes are renumbered from 0 in order of appearance.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.d"() {a = distinct[5]<"x">, b = distinct[2]<unit>, c = distinct[5]<"x">, d = [distinct[9]<1 : i32>]} : () -> ()

// CHECK: #distinct = distinct[0]<"x">
// CHECK-NEXT: #distinct1 = distinct[1]<1 : i32>
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.d"() {a = #distinct, b = distinct[2]<>, c = #distinct, d = [#distinct1]} : () -> ()
// CHECK-NEXT: }
