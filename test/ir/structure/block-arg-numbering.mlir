// Block arguments are numbered %arg0, %arg1 per region.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.r"() ({
^bb0(%a: i32, %b: i32):
  "t.br"(%a)[^bb1] : (i32) -> ()
^bb1(%c: i32):
  "t.r"() ({
  ^bb0(%d: i32):
    "t.use"(%a, %b, %c, %d) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
  "t.ret"() : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.r"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:     "t.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     "t.r"() ({
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       "t.use"(%arg0, %arg1, %0, %arg2) : (i32, i32, i32, i32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "t.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
