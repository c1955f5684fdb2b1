// Small tuples print inline.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.tuples"() : () -> (tuple<>, tuple<i32>, tuple<i32, f32>, tuple<tuple<i1>, tensor<2xf32>>)

// CHECK: module {
// CHECK-NEXT:   %0:4 = "t.tuples"() : () -> (tuple<>, tuple<i32>, tuple<i32, f32>, tuple<tuple<i1>, tensor<2xf32>>)
// CHECK-NEXT: }
