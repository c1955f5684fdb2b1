// Unreachable blocks say // no predecessors.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.r"() ({
  "t.ret"() : () -> ()
^dead:
  "t.ret"() : () -> ()
^dead2(%z: i8):
  "t.br"()[^dead] : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.r"() ({
// CHECK-NEXT:     "t.ret"() : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb2
// CHECK-NEXT:     "t.ret"() : () -> ()
// CHECK-NEXT:   ^bb2(%0: i8):  // no predecessors
// CHECK-NEXT:     "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
