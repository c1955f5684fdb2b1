// Function types as op results need parentheses.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.fnty"() : () -> ((i32) -> i64)
"t.fnty2"() : () -> (() -> (), (f32) -> (f32, f32))

// CHECK: module {
// CHECK-NEXT:   %0 = "t.fnty"() : () -> ((i32) -> i64)
// CHECK-NEXT:   %1:2 = "t.fnty2"() : () -> (() -> (), (f32) -> (f32, f32))
// CHECK-NEXT: }
