// memref memory spaces: integers (0 is dropped) and strings.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.spaces"() : () -> (memref<4xf32, 1>, memref<4xf32, 0>, memref<*xf32, 3>, memref<2xi8, "shared">)

// CHECK: module {
// CHECK-NEXT:   %0:4 = "t.spaces"() : () -> (memref<4xf32, 1>, memref<4xf32>, memref<*xf32, 3>, memref<2xi8, "shared">)
// CHECK-NEXT: }
