// Flat and nested symbol references; quoting is kept only where needed.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.sym"() {a = @foo, b = @"with space", c = @outer::@inner, d = @a::@b::@c, e = [@x, @"y"]} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.sym"() {a = @foo, b = @"with space", c = @outer::@inner, d = @a::@b::@c, e = [@x, @y]} : () -> ()
// CHECK-NEXT: }
