// Ranked tensors with an encoding attribute.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.enc"() : () -> (tensor<4xf32, "layout">, tensor<?x8xi8, {a = 1}>, tensor<2x2xf32, #t.enc<foo>>, tensor<3xi32, [1, 2]>)

// CHECK: module {
// CHECK-NEXT:   %0:4 = "t.enc"() : () -> (tensor<4xf32, "layout">, tensor<?x8xi8, {a = 1 : i64}>, tensor<2x2xf32, #t.enc<foo>>, tensor<3xi32, [1, 2]>)
// CHECK-NEXT: }
