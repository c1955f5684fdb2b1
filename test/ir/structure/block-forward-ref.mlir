// Forward references to later blocks.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.r"() ({
  "t.br"()[^b3] : () -> ()
^b2:
  "t.ret"() : () -> ()
^b3:
  "t.br"()[^b2] : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.r"() ({
// CHECK-NEXT:     "t.br"()[^bb2] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb2
// CHECK-NEXT:     "t.ret"() : () -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
