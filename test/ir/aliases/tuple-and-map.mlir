// Type aliases (!tuple, !tuple1) print after attribute aliases.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.a"() {m = affine_map<(d0, d1) -> (d1)>} : () -> tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
"t.b"() : () -> tuple<i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2>

// CHECK: !tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
// CHECK-NEXT: !tuple1 = tuple<i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2>
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "t.a"() {m = #map} : () -> !tuple
// CHECK-NEXT:   %1 = "t.b"() : () -> !tuple1
// CHECK-NEXT: }
