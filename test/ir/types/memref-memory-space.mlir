// memref memory spaces: integer attributes (0 is dropped).
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.spaces"() : () -> (memref<4xf32, 1>, memref<4xf32, 0>, memref<*xf32, 3>)

// CHECK: module {
// CHECK-NEXT:   %0:3 = "t.spaces"() : () -> (memref<4xf32, 1>, memref<4xf32>, memref<*xf32, 3>)
// CHECK-NEXT: }
