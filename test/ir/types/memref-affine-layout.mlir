// Affine-map layouts (identity layouts are dropped) and the #map aliases they get.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.affine"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<8xf32, affine_map<(d0)[s0] -> (d0 + s0)>, 2>, memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>)

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   %0:3 = "t.affine"() : () -> (memref<4x4xf32, #map>, memref<8xf32, #map1, 2>, memref<4x4xf32>)
// CHECK-NEXT: }
