// Indentation of nested regions.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.l1"() ({
  "t.l2"() ({
    "t.l3"() ({
      "t.l4"() ({
        "t.leaf"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.l1"() ({
// CHECK-NEXT:     "t.l2"() ({
// CHECK-NEXT:       "t.l3"() ({
// CHECK-NEXT:         "t.l4"() ({
// CHECK-NEXT:           "t.leaf"() : () -> ()
// CHECK-NEXT:         }) : () -> ()
// CHECK-NEXT:       }) : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
