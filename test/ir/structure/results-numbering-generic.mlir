// Result numbering in the generic form.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s %}

%a = "t.a"() : () -> i32
%b:2 = "t.b"() : () -> (i32, f32)
"t.use"(%a, %b#1) : (i32, f32) -> ()

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   %0 = "t.a"() : () -> i32
// CHECK-NEXT:   %1:2 = "t.b"() : () -> (i32, f32)
// CHECK-NEXT:   "t.use"(%0, %1#1) : (i32, f32) -> ()
// CHECK-NEXT: }) : () -> ()
