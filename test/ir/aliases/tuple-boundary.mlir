// A big tuple nested in a small one is aliased alone.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.a"() : () -> tuple<tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>, i32>

// CHECK: !tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "t.a"() : () -> tuple<!tuple, i32>
// CHECK-NEXT: }
