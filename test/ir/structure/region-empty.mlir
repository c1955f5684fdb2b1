// Empty regions print as ({ }).
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.e"() ({
}) : () -> ()
"t.e2"() ({}, {}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.e"() ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "t.e2"() ({
// CHECK-NEXT:   }, {
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
