// A line that is almost the split marker gets a warning (on stderr, outside
// --verify-diagnostics) and does not split the file.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s %}

"t.a"() : () -> ()
// ----
"t.b"() : () -> ()
// ---
"t.c"() : () -> ()

// CHECK: split-near-miss.mlir:[[@LINE-5]]:7: warning: near miss with file split marker
// CHECK: split-near-miss.mlir:[[@LINE-4]]:7: warning: near miss with file split marker
// CHECK: module {
// CHECK-NEXT: "t.a"() : () -> ()
// CHECK-NEXT: "t.b"() : () -> ()
// CHECK-NEXT: "t.c"() : () -> ()
// CHECK-NEXT: }
