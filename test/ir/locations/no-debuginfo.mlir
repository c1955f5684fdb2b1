// Without --mlir-print-debuginfo no location is printed.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.a"() : () -> () loc("dropped.c":1:1)
"t.r"() ({
^bb0(%a: i32 loc("arg")):
  "t.use"(%a) : (i32) -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.a"() : () -> ()
// CHECK-NEXT:   "t.r"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "t.use"(%arg0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
