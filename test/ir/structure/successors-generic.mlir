// Block labels and predecessor comments in the generic form.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s %}

"t.r"() ({
^bb0:
  "t.br"()[^bb2] : () -> ()
^bb1:
  "t.br"()[^bb2] : () -> ()
^bb2:
  "t.ret"() : () -> ()
}) : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "t.r"() ({
// CHECK-NEXT:     "t.br"()[^bb2] : () -> ()
// CHECK-NEXT:   ^bb1:  // no predecessors
// CHECK-NEXT:     "t.br"()[^bb2] : () -> ()
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     "t.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
