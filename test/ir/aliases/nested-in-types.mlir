// Affine maps inside types are aliased too.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.a"() : () -> (memref<4xf32, affine_map<(d0) -> (d0 * 2)>>, tensor<2xf32, affine_map<(d0) -> (d0)>>)

// CHECK: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   %0:2 = "t.a"() : () -> (memref<4xf32, #map>, tensor<2xf32, #map1>)
// CHECK-NEXT: }
