// A long op is printed on one line: CHECK-SAME checks its parts in order.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s %}

"t.outer"() ({
  %0 = "t.a"() : () -> i32
  "t.long"(%0, %0)[^bb1] <{prop = [1, 2]}> ({
    "t.in"() : () -> ()
  }) {z = "last", a = "first"} : (i32, i32) -> ()
^bb1:
  "t.end"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "t.long"
// CHECK-SAME:  (%0, %0)
// CHECK-SAME:  [^bb1]
// CHECK-SAME:  <{prop = [1, 2]}>
// CHECK-SAME:  ({
// CHECK-NEXT:    "t.in"() : () -> ()
// CHECK-NEXT:  })
// CHECK-SAME:  {a = "first", z = "last"}
// CHECK-SAME:  : (i32, i32) -> (){{$}}
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    "t.end"() : () -> ()
