// An op with several regions, one empty.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.multi"() ({
  "t.a"() : () -> ()
}, {
  "t.b"() : () -> ()
}, {
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.multi"() ({
// CHECK-NEXT:     "t.a"() : () -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:     "t.b"() : () -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
