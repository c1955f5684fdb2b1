// Successors and the // pred: / // 2 preds: comments.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.r"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.cond"()[^bb2, ^bb3] : () -> ()
^bb2:
  "t.br"()[^bb3] : () -> ()
^bb3:
  "t.ret"() : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.r"() ({
// CHECK-NEXT:     "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "t.cond"()[^bb2, ^bb3] : () -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "t.br"()[^bb3] : () -> ()
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     "t.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
