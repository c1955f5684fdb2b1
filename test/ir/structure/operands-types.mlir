// Operands and single parenthesised result types.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

%0:2 = "t.a"() : () -> (i32, tensor<2xf32>)
%1 = "t.b"(%0#0, %0#1, %0#0) : (i32, tensor<2xf32>, i32) -> (i32)
"t.c"(%1) : (i32) -> ()

// CHECK: module {
// CHECK-NEXT:   %0:2 = "t.a"() : () -> (i32, tensor<2xf32>)
// CHECK-NEXT:   %1 = "t.b"(%0#0, %0#1, %0#0) : (i32, tensor<2xf32>, i32) -> i32
// CHECK-NEXT:   "t.c"(%1) : (i32) -> ()
// CHECK-NEXT: }
