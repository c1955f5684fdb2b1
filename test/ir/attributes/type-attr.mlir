// Type attributes.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.ty"() {a = i32, b = tensor<?xf32>, c = !t.opaque<"x">, d = () -> i1, e = index, f = none} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.ty"() {a = i32, b = tensor<?xf32>, c = !t.opaque<"x">, d = () -> i1, e = index, f = none} : () -> ()
// CHECK-NEXT: }
