// User attribute aliases are resolved; affine maps are re-aliased as #map.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

#a = 42 : i32
#arr = [1, 2]
#map0 = affine_map<(d0) -> (d0 floordiv 2)>
"t.aa"() {x = #a, y = #arr, z = #map0} : () -> ()

// CHECK: #map = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.aa"() {x = 42 : i32, y = [1, 2], z = #map} : () -> ()
// CHECK-NEXT: }
