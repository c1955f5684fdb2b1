// Ops without a location get their position in this file.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s %}

"t.a"() : () -> ()
  "t.b"() : () -> ()
"t.c"() ({
  "t.d"() : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.a"() : () -> () loc(#loc1)
// CHECK-NEXT:   "t.b"() : () -> () loc(#loc2)
// CHECK-NEXT:   "t.c"() ({
// CHECK-NEXT:     "t.d"() : () -> () loc(#loc4)
// CHECK-NEXT:   }) : () -> () loc(#loc3)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}implicit.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}implicit.mlir":5:1)
// CHECK-NEXT: #loc2 = loc("{{.*}}implicit.mlir":6:3)
// CHECK-NEXT: #loc3 = loc("{{.*}}implicit.mlir":7:1)
// CHECK-NEXT: #loc4 = loc("{{.*}}implicit.mlir":8:3)
