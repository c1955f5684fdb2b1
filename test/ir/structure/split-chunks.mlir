// Each chunk is its own module; numbering restarts.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s %}

"t.first"() : () -> ()

// -----

%0 = "t.second"() : () -> i32
"t.use"(%0) : (i32) -> ()

// -----

"t.third"() ({
^bb0(%a: i1):
  "t.use"(%a) : (i1) -> ()
}) : () -> ()

// CHECK: module {
// CHECK-LABEL:   "t.first"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-LABEL:   %0 = "t.second"() : () -> i32
// CHECK-NEXT:   "t.use"(%0) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-LABEL:   "t.third"() ({
// CHECK-NEXT:   ^bb0(%arg0: i1):
// CHECK-NEXT:     "t.use"(%arg0) : (i1) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
