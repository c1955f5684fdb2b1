// The entry block header is printed only when the block has arguments.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.r"() ({
^bb0(%x: i32, %y: f32):
  "t.use"(%x, %y) : (i32, f32) -> ()
}) : () -> ()
"t.r2"() ({
^entry:
  "t.nop"() : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.r"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT:     "t.use"(%arg0, %arg1) : (i32, f32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "t.r2"() ({
// CHECK-NEXT:     "t.nop"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
