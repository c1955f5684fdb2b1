// ir-run computes 3 * 4 + 5 = 17.
// RUN: ir-run %s --entry main --print | FileCheck %s
// CHECK: result 0: {{.*}}
// CHECK-NEXT: 17
func.func @main() -> i32 {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %c = arith.constant 5 : i32
  %m = arith.muli %a, %b : i32
  %s = arith.addi %m, %c : i32
  return %s : i32
}
