// Affine expressions are simplified and canonically ordered.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.simp"() {a = affine_map<(d0) -> (d0 + 0, d0 * 1, 2 + 3, d0 * 2 * 3, -(d0 - d0))>, b = affine_map<(d0, d1) -> (d1 + d0 * 4)>, c = affine_map<(d0)[s0] -> (-d0 + s0, d0 mod 1, (d0 * 4) floordiv 2)>} : () -> ()

// CHECK: #map = affine_map<(d0) -> (d0, d0, 5, d0 * 6, 0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1 + d0 * 4)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (-d0 + s0, 0, d0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.simp"() {a = #map, b = #map1, c = #map2} : () -> ()
// CHECK-NEXT: }
