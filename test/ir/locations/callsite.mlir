// Call-site locations, nested.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s %}

"t.a"() : () -> () loc(callsite("callee" at "caller.c":4:5))
"t.b"() : () -> () loc(callsite(callsite("a" at "b") at "c"))

// CHECK: module {
// CHECK-NEXT:   "t.a"() : () -> () loc(#loc6)
// CHECK-NEXT:   "t.b"() : () -> () loc(#loc8)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}callsite.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("callee")
// CHECK-NEXT: #loc2 = loc("caller.c":4:5)
// CHECK-NEXT: #loc3 = loc("a")
// CHECK-NEXT: #loc4 = loc("b")
// CHECK-NEXT: #loc5 = loc("c")
// CHECK-NEXT: #loc6 = loc(callsite(#loc1 at #loc2))
// CHECK-NEXT: #loc7 = loc(callsite(#loc3 at #loc4))
// CHECK-NEXT: #loc8 = loc(callsite(#loc7 at #loc5))
