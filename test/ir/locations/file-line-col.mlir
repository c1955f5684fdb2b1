// File locations and ranges print as #loc aliases at the end of the file.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s %}

"t.a"() : () -> () loc("a.c":1:2)
"t.b"() : () -> () loc("a.c":10:20 to 10:30)
"t.c"() : () -> () loc("a.c":3:4 to 5:6)
"t.d"() : () -> () loc("a.c":7:8 to :9)

// CHECK: module {
// CHECK-NEXT:   "t.a"() : () -> () loc(#loc1)
// CHECK-NEXT:   "t.b"() : () -> () loc(#loc2)
// CHECK-NEXT:   "t.c"() : () -> () loc(#loc3)
// CHECK-NEXT:   "t.d"() : () -> () loc(#loc4)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}file-line-col.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("a.c":1:2)
// CHECK-NEXT: #loc2 = loc("a.c":10:20 to :30)
// CHECK-NEXT: #loc3 = loc("a.c":3:4 to 5:6)
// CHECK-NEXT: #loc4 = loc("a.c":7:8 to :9)
