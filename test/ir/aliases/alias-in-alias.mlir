// Maps nested in arrays and dictionaries share one alias.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.a"() {a = [affine_map<(d0) -> (d0 + 5)>, [affine_map<(d0) -> (d0 + 5)>]], b = {k = affine_set<(d0)[s0] : (s0 - d0 >= 0)>}} : () -> ()

// CHECK: #map = affine_map<(d0) -> (d0 + 5)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (-d0 + s0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.a"() {a = [#map, [#map]], b = {k = #set}} : () -> ()
// CHECK-NEXT: }
