// A NUL byte between tokens is skipped like whitespace.
// RUN: printf '"t.a"()\000 {v = 1}\000: () -> ()\n' > %t.mlir
// RUN: ir-opt --allow-unregistered-dialect %t.mlir | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %t.mlir | FileCheck %s %}

// CHECK: module {
// CHECK-NEXT: "t.a"() {v = 1 : i64} : () -> ()
// CHECK-NEXT: }
