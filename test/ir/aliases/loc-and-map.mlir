// #map aliases at the top, #loc aliases at the end.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s %}

"t.a"() {m = affine_map<(d0) -> (d0 mod 3)>} : () -> () loc("x.c":1:1)

// CHECK: #map = affine_map<(d0) -> (d0 mod 3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.a"() {m = #map} : () -> () loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}loc-and-map.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("x.c":1:1)
