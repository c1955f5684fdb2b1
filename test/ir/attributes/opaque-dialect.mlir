// Attributes of unregistered dialects are kept as written.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.o"() {a = #foo.bar, b = #foo<"bar">, c = #foo.baz<1, [2, 3], "s">, d = #x.y<{k = v}>} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.o"() {a = #foo.bar, b = #foo<"bar">, c = #foo.baz<1, [2, 3], "s">, d = #x.y<{k = v}>} : () -> ()
// CHECK-NEXT: }
