// Successors with block arguments and properties.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.r"() ({
^bb0(%a: i32):
  %c = "t.c"() : () -> i1
  "t.cond_br"(%c, %a, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%x: i32):
  "t.ret"(%x) : (i32) -> ()
^bb2(%y: i32):
  "t.br"(%y)[^bb1] : (i32) -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.r"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %0 = "t.c"() : () -> i1
// CHECK-NEXT:     "t.cond_br"(%0, %arg0, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
// CHECK-NEXT:   ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     "t.ret"(%1) : (i32) -> ()
// CHECK-NEXT:   ^bb2(%2: i32):  // pred: ^bb0
// CHECK-NEXT:     "t.br"(%2)[^bb1] : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
