// REQUIRES: mlir-opt
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// CHECK: "builtin.module"() ({
// CHECK-NEXT: "test.op"() {attr = 1 : i64} : () -> ()
"test.op"() {attr = 1} : () -> ()
