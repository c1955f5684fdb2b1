// Signless integers of ordinary and odd widths.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.ints"() : () -> (i1, i2, i7, i8, i13, i32, i64, i65, i128, i1000)

// CHECK: module {
// CHECK-NEXT:   %0:10 = "t.ints"() : () -> (i1, i2, i7, i8, i13, i32, i64, i65, i128, i1000)
// CHECK-NEXT: }
