// Op names with escapes.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.\"quote"() : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.\22quote"() : () -> ()
// CHECK-NEXT: }
