// Function types as type attributes: parenthesised results, nested function types.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.fn"() {t0 = () -> (), t1 = (i32) -> i32, t2 = (i32, f32) -> (i1, i8), t3 = ((i32) -> i32) -> (() -> ()), t4 = (tensor<?xf32>) -> ((i1) -> i1)} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.fn"() {t0 = () -> (), t1 = (i32) -> i32, t2 = (i32, f32) -> (i1, i8), t3 = ((i32) -> i32) -> (() -> ()), t4 = (tensor<?xf32>) -> ((i1) -> i1)} : () -> ()
// CHECK-NEXT: }
