// Value numbering continues into nested regions (unregistered ops are not isolated).
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

%0 = "t.a"() : () -> i32
"t.r"() ({
  %1 = "t.b"() : () -> i32
  "t.r"() ({
    %2 = "t.c"(%0, %1) : (i32, i32) -> i32
  }) : () -> ()
  %3 = "t.d"() : () -> i32
}) : () -> ()
%4 = "t.e"() : () -> i32

// CHECK: module {
// CHECK-NEXT:   %0 = "t.a"() : () -> i32
// CHECK-NEXT:   "t.r"() ({
// CHECK-NEXT:     %2 = "t.b"() : () -> i32
// CHECK-NEXT:     "t.r"() ({
// CHECK-NEXT:       %4 = "t.c"(%0, %2) : (i32, i32) -> i32
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %3 = "t.d"() : () -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   %1 = "t.e"() : () -> i32
// CHECK-NEXT: }
