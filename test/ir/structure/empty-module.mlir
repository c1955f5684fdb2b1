// An empty file prints an empty module.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}



// CHECK: module {
// CHECK-NEXT: }
