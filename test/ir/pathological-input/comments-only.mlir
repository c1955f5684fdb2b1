// A file with only comments is an empty module.
// RUN: ir-opt %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt %s | FileCheck %s %}

// "t.not_an_op"() : () -> ()

// CHECK: module {
// CHECK-NEXT: }
// CHECK-NOT: t.not_an_op
