// Fused locations, with and without metadata.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s %}

"t.a"() : () -> () loc(fused["x.c":1:1, "y"])
"t.b"() : () -> () loc(fused<"meta">["z.c":2:2])
"t.c"() : () -> () loc(fused<{k = 1}>["p", "q"])

// CHECK: module {
// CHECK-NEXT:   "t.a"() : () -> () loc(#loc6)
// CHECK-NEXT:   "t.b"() : () -> () loc(#loc7)
// CHECK-NEXT:   "t.c"() : () -> () loc(#loc8)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}fused.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("x.c":1:1)
// CHECK-NEXT: #loc2 = loc("y")
// CHECK-NEXT: #loc3 = loc("z.c":2:2)
// CHECK-NEXT: #loc4 = loc("p")
// CHECK-NEXT: #loc5 = loc("q")
// CHECK-NEXT: #loc6 = loc(fused[#loc1, #loc2])
// CHECK-NEXT: #loc7 = loc(fused<"meta">[#loc3])
// CHECK-NEXT: #loc8 = loc(fused<{k = 1 : i64}>[#loc4, #loc5])
