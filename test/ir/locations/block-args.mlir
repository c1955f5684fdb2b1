// Block argument locations are printed inline after the type.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s %}

"t.r"() ({
^bb0(%a: i32 loc("arg.c":1:1), %b: f32 loc(unknown)):
  "t.use"(%a, %b) : (i32, f32) -> () loc("use")
}) : () -> () loc("region")

// CHECK: #loc2 = loc("arg.c":1:1)
// CHECK-NEXT: #loc3 = loc(unknown)
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.r"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("arg.c":1:1), %arg1: f32 loc(unknown)):
// CHECK-NEXT:     "t.use"(%arg0, %arg1) : (i32, f32) -> () loc(#loc4)
// CHECK-NEXT:   }) : () -> () loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}block-args.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("region")
// CHECK-NEXT: #loc4 = loc("use")
