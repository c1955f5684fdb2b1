// x + 0 folds to x, and a constant condition picks its branch.
// RUN: ir-opt --canonicalize %s | FileCheck %s
// CHECK-LABEL: func.func @add_zero(
// CHECK-SAME: %[[X:.*]]: i32
// CHECK-NEXT: return %[[X]] : i32
func.func @add_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}
