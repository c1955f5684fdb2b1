// Locations in the generic form, including the module own location.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic %s | FileCheck %s %}

"t.a"() : () -> () loc("g.c":1:1)
"t.b"() ({
^bb0(%x: index loc("x")):
  "t.c"(%x) : (index) -> ()
}) : () -> ()

// CHECK: #loc3 = loc("x")
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "t.a"() : () -> () loc(#loc1)
// CHECK-NEXT:   "t.b"() ({
// CHECK-NEXT:   ^bb0(%arg0: index loc("x")):
// CHECK-NEXT:     "t.c"(%arg0) : (index) -> () loc(#loc4)
// CHECK-NEXT:   }) : () -> () loc(#loc2)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}generic.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("g.c":1:1)
// CHECK-NEXT: #loc2 = loc("{{.*}}generic.mlir":6:1)
// CHECK-NEXT: #loc4 = loc("{{.*}}generic.mlir":8:3)
