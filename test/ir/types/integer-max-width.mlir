// The widest integer MLIR accepts.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.wide"() : () -> (i16777215, si16777215, ui16777215)

// CHECK: module {
// CHECK-NEXT:   %0:3 = "t.wide"() : () -> (i16777215, si16777215, ui16777215)
// CHECK-NEXT: }
