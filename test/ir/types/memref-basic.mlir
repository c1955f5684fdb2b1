// Ranked, rank-0, dynamic and unranked memrefs.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.memrefs"() : () -> (memref<f32>, memref<4xf32>, memref<?x4xi8>, memref<*xf32>, memref<2x3xvector<4xf32>>)

// CHECK: module {
// CHECK-NEXT:   %0:5 = "t.memrefs"() : () -> (memref<f32>, memref<4xf32>, memref<?x4xi8>, memref<*xf32>, memref<2x3xvector<4xf32>>)
// CHECK-NEXT: }
