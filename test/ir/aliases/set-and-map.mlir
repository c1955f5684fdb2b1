// Maps and sets are aliased separately: #map and #set, #set1.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.a"() {s = affine_set<(d0) : (d0 >= 0)>, m = affine_map<(d0) -> (d0)>, s2 = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 - 1 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.a"() {m = #map, s = #set, s2 = #set1} : () -> ()
// CHECK-NEXT: }
