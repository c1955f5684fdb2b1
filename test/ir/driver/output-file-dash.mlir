// -o - writes to stdout.
// RUN: ir-opt --allow-unregistered-dialect %s -o - | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s -o - | FileCheck %s %}

"t.a"() : () -> i8

// CHECK: module {
// CHECK-NEXT: %0 = "t.a"() : () -> i8
// CHECK-NEXT: }
