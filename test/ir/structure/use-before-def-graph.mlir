// Forward references to values inside an unregistered op region (treated as a graph region).
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.graph"() ({
  "t.use"(%v) : (i32) -> ()
  %v = "t.def"() : () -> i32
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.graph"() ({
// CHECK-NEXT:     "t.use"(%0) : (i32) -> ()
// CHECK-NEXT:     %0 = "t.def"() : () -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
