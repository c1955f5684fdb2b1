// 20000 levels of nested-arrays: ir-opt stops with a located "nesting too deep"
// error instead of overflowing its stack. (mlir-opt 22 segfaults on this
// input, so there is no mlir-opt run; see test/pathological/README.md.)
// RUN: ir-gen pathological nested-arrays 20000 > %t.mlir
// RUN: not ir-opt --allow-unregistered-dialect %t.mlir 2>&1 >/dev/null | FileCheck %s

// CHECK: {{.*}}.mlir:1:10018: error: nesting too deep
// CHECK-NOT: error:
