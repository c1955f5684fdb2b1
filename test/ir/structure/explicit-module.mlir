// An explicit top-level module is not wrapped again.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

module {
  "t.a"() : () -> ()
}

// CHECK: module {
// CHECK-NEXT:   "t.a"() : () -> ()
// CHECK-NEXT: }
