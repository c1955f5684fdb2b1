// Array attributes, empty and nested, of mixed elements.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.arr"() {a = [], b = [[]], c = ["s", 1.0, unit, i32, [2]], d = [@sym, #t.attr]} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.arr"() {a = [], b = {{\[\[}}]], c = ["s", 1.000000e+00, unit, i32, [2]], d = [@sym, #t.attr]} : () -> ()
// CHECK-NEXT: }
