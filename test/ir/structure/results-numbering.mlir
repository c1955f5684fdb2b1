// Results are renumbered %0, %1; groups print as %1:2 and are used as %1#1.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

%a = "t.a"() : () -> i32
%b, %c = "t.b"() : () -> (i32, f32)
%d:3 = "t.c"(%a, %c) : (i32, f32) -> (i1, i1, i1)
"t.use"(%b, %d#0, %d#2) : (i32, i1, i1) -> ()

// CHECK: module {
// CHECK-NEXT:   %0 = "t.a"() : () -> i32
// CHECK-NEXT:   %1:2 = "t.b"() : () -> (i32, f32)
// CHECK-NEXT:   %2:3 = "t.c"(%0, %1#1) : (i32, f32) -> (i1, i1, i1)
// CHECK-NEXT:   "t.use"(%1#0, %2#0, %2#2) : (i32, i1, i1) -> ()
// CHECK-NEXT: }
