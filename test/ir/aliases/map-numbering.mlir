// #map, #map1, #map2: numbered by first use, reused for equal maps.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.a"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> ()
"t.b"() {m = affine_map<(d0) -> (d0 + 2)>} : () -> ()
"t.c"() {m = affine_map<(d0) -> (d0 + 3)>, n = affine_map<(d0) -> (d0 + 1)>} : () -> ()

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.a"() {m = #map} : () -> ()
// CHECK-NEXT:   "t.b"() {m = #map1} : () -> ()
// CHECK-NEXT:   "t.c"() {m = #map2, n = #map} : () -> ()
// CHECK-NEXT: }
