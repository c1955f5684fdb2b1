// Without --allow-unregistered-dialect, an op of an unknown dialect is an
// error at the parenthesis after its name.
// RUN: not ir-opt %s 2>&1 | FileCheck %s
// RUN: %if mlir-opt %{ not mlir-opt %s 2>&1 | FileCheck %s %}

"t.a"() : () -> ()

// CHECK: unregistered-op-column.mlir:[[@LINE-2]]:6: error: operation being parsed with an unregistered dialect
