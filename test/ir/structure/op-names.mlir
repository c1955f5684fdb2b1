// Op names with dots, odd characters and no dialect prefix.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.a.b.c"() : () -> ()
"t.with_underscore$"() : () -> ()
"t"() : () -> ()
"x.y"() : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.a.b.c"() : () -> ()
// CHECK-NEXT:   "t.with_underscore$"() : () -> ()
// CHECK-NEXT:   "t"() : () -> ()
// CHECK-NEXT:   "x.y"() : () -> ()
// CHECK-NEXT: }
