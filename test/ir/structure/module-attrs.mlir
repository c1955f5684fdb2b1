// A named module with attributes.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

module @named attributes {t.flag, t.val = 3 : i32} {
  "t.a"() : () -> ()
}

// CHECK: module @named attributes {t.flag, t.val = 3 : i32} {
// CHECK-NEXT:   "t.a"() : () -> ()
// CHECK-NEXT: }
