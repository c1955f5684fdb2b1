// Value and argument numbering across regions in the generic form.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s %}

%0 = "t.a"() : () -> i32
"t.r"() ({
^bb0(%arg: i32):
  %1 = "t.b"(%arg, %0) : (i32, i32) -> i32
}, {
^bb0(%arg: i32):
  %2 = "t.b"(%arg) : (i32) -> i32
}) : () -> ()
%4 = "t.e"() : () -> i32

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   %0 = "t.a"() : () -> i32
// CHECK-NEXT:   "t.r"() ({
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     %3 = "t.b"(%arg1, %0) : (i32, i32) -> i32
// CHECK-NEXT:   }, {
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %2 = "t.b"(%arg0) : (i32) -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   %1 = "t.e"() : () -> i32
// CHECK-NEXT: }) : () -> ()
