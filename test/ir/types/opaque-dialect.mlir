// Types of unregistered dialects are kept as written.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.dialect"() : () -> (!foo.bar, !foo<"bar">, !foo.baz<1, [2], "x">, !foo.nested<<a>>, !x.y<{k = 1}>)

// CHECK: module {
// CHECK-NEXT:   %0:5 = "t.dialect"() : () -> (!foo.bar, !foo<"bar">, !foo.baz<1, [2], "x">, !foo.nested<<a>>, !x.y<{k = 1}>)
// CHECK-NEXT: }
