// Strided layouts with static and dynamic strides and offsets.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.strided"() : () -> (memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<8xf32, strided<[2], offset: 3>>, memref<2x2xf32, strided<[1, 2], offset: 0>>)

// CHECK: module {
// CHECK-NEXT:   %0:4 = "t.strided"() : () -> (memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<8xf32, strided<[2], offset: 3>>, memref<2x2xf32, strided<[1, 2]>>)
// CHECK-NEXT: }
