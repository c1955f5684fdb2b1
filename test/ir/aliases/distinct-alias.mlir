// Each distinct attribute gets its own #distinct alias.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.a"() {x = distinct[0]<"a">} : () -> ()
"t.b"() {y = distinct[1]<"a">, z = [distinct[0]<"a">]} : () -> ()

// CHECK: #distinct = distinct[0]<"a">
// CHECK-NEXT: #distinct1 = distinct[1]<"a">
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.a"() {x = #distinct} : () -> ()
// CHECK-NEXT:   "t.b"() {y = #distinct1, z = [#distinct]} : () -> ()
// CHECK-NEXT: }
