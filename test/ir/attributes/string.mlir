// String attributes with escapes; non-printable bytes print as \XX.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.str"() {a = "", b = "plain", c = "quote\"s", d = "back\\slash", e = "tab\tnl\n", f = "\00\01\7F\FF", g = "utf8 é", h = "x" : i32} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.str"() {a = "", b = "plain", c = "quote\22s", d = "back\\slash", e = "tab\09nl\0A", f = "\00\01\7F\FF", g = "utf8 \C3\A9", h = "x" : i32} : () -> ()
// CHECK-NEXT: }
