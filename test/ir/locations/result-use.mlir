// Locations on ops with results.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s %}

%0 = "t.def"() : () -> i32 loc("def")
%1:2 = "t.two"(%0) : (i32) -> (i32, i32) loc("two")
"t.use"(%1#1) : (i32) -> () loc(callsite("u" at "def"))

// CHECK: module {
// CHECK-NEXT:   %0 = "t.def"() : () -> i32 loc(#loc1)
// CHECK-NEXT:   %1:2 = "t.two"(%0) : (i32) -> (i32, i32) loc(#loc2)
// CHECK-NEXT:   "t.use"(%1#1) : (i32) -> () loc(#loc4)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}result-use.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("def")
// CHECK-NEXT: #loc2 = loc("two")
// CHECK-NEXT: #loc3 = loc("u")
// CHECK-NEXT: #loc4 = loc(callsite(#loc3 at #loc1))
