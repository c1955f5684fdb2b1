// User alias names are not kept: maps get #map, other attributes and types are inlined.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

#my_map = affine_map<(i) -> (i * 4)>
!my_type = tensor<4xf32>
#my_attr = "string"
"t.a"() {a = #my_map, b = #my_attr, c = !my_type} : () -> !my_type

// CHECK: #map = affine_map<(d0) -> (d0 * 4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "t.a"() {a = #map, b = "string", c = tensor<4xf32>} : () -> tensor<4xf32>
// CHECK-NEXT: }
