// Properties print as <{...}> before the attribute dictionary; empty properties are dropped.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.p"() <{a = 1 : i32, b = "x"}> : () -> ()
"t.q"() <{p = [1, 2]}> {d = 2} : () -> ()
"t.r"() <{}> : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.p"() <{a = 1 : i32, b = "x"}> : () -> ()
// CHECK-NEXT:   "t.q"() <{p = [1, 2]}> {d = 2 : i64} : () -> ()
// CHECK-NEXT:   "t.r"() <{}> : () -> ()
// CHECK-NEXT: }
