// Integer sets get #set aliases.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.sets"() {a = affine_set<(d0) : (d0 >= 0)>, b = affine_set<(d0, d1)[s0] : (d0 - s0 == 0, d1 - 1 >= 0)>, c = affine_set<() : (0 == 0)>} : () -> ()

// CHECK: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0, d1)[s0] : (d0 - s0 == 0, d1 - 1 >= 0)>
// CHECK-NEXT: #set2 = affine_set<() : (0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.sets"() {a = #set, b = #set1, c = #set2} : () -> ()
// CHECK-NEXT: }
