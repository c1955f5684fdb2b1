// Name locations, with and without a child location.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s %}

"t.a"() : () -> () loc("named")
"t.b"() : () -> () loc("outer"("inner.c":2:3))
"t.c"() : () -> () loc("with \"quote\"")

// CHECK: module {
// CHECK-NEXT:   "t.a"() : () -> () loc(#loc1)
// CHECK-NEXT:   "t.b"() : () -> () loc(#loc4)
// CHECK-NEXT:   "t.c"() : () -> () loc(#loc3)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}name.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("named")
// CHECK-NEXT: #loc2 = loc("inner.c":2:3)
// CHECK-NEXT: #loc3 = loc("with \22quote\22")
// CHECK-NEXT: #loc4 = loc("outer"(#loc2))
