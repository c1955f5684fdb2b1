// The none type.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.none"() : () -> (none, tuple<none>)

// CHECK: module {
// CHECK-NEXT:   %0:2 = "t.none"() : () -> (none, tuple<none>)
// CHECK-NEXT: }
