// Properties in the generic form keep their dictionary sorted.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s %}

"t.p"() <{z = 1, a = 2}> {attr} : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "t.p"() <{a = 2 : i64, z = 1 : i64}> {attr} : () -> ()
// CHECK-NEXT: }) : () -> ()
