// index as operand and result type .
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.region"() ({
^bb0(%arg0: index):
  %0 = "t.index"(%arg0) : (index) -> index
  "t.use"(%0) : (index) -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.region"() ({
// CHECK-NEXT:   ^bb0(%arg0: index):
// CHECK-NEXT:     %0 = "t.index"(%arg0) : (index) -> index
// CHECK-NEXT:     "t.use"(%0) : (index) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
