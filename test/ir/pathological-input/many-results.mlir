// An op with 5000 results prints as one %0:5000 group.
// RUN: ir-gen pathological many-results 5000 > %t.mlir
// RUN: ir-opt --allow-unregistered-dialect %t.mlir | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %t.mlir | FileCheck %s %}

// CHECK: module {
// CHECK-NEXT: %0:5000 = "a.op"() : () -> (i32, i32, i32,
