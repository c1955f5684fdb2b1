// Aliases in the generic form.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s %}

"t.a"() {m = affine_map<(d0) -> (d0 ceildiv 2)>, s = affine_set<(d0) : (d0 == 0)>} : () -> tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>

// CHECK: !tuple = tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 ceildiv 2)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 == 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0 = "t.a"() {m = #map, s = #set} : () -> !tuple
// CHECK-NEXT: }) : () -> ()
