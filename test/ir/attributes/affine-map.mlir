// Affine maps get #map aliases, numbered in order, shared when equal.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.maps"() {a = affine_map<(d0, d1) -> (d0 + d1, d1 * 2)>, b = affine_map<(d0)[s0] -> (d0 mod 4, d0 floordiv s0, d0 ceildiv 8)>, c = affine_map<() -> (0)>, d = affine_map<(d0, d1) -> (d0 + d1, d1 * 2)>, e = affine_map<(i, j) -> (j - i)>} : () -> ()

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1, d1 * 2)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 mod 4, d0 floordiv s0, d0 ceildiv 8)>
// CHECK-NEXT: #map2 = affine_map<() -> (0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d1 - d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.maps"() {a = #map, b = #map1, c = #map2, d = #map, e = #map3} : () -> ()
// CHECK-NEXT: }
