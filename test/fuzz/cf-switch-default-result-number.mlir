// Found by the cse fuzz target: after a pass, a cf.switch's default
// destination may take a result of a multi-result op (`%0#1`). mlir-opt 22
// prints that and then refuses its own output ("result number not allowed
// in argument list"); tessera prints the same and reads it back. The CHECK
// lines are mlir-opt 22's print of `--canonicalize` on this module.
// RUN: ir-opt --canonicalize %s | FileCheck %s
// RUN: ir-opt --canonicalize %s | ir-opt | FileCheck %s

// CHECK:      cf.switch %arg0 : i32, [
// CHECK-NEXT:   default: ^bb1(%0#1 : i8),
// CHECK-NEXT:   3: ^bb1(%0#0 : i8)
// CHECK-NEXT: ]
func.func @f(%x: i32, %p: i8, %c: i1) -> i8 {
  %w:2 = scf.while (%i = %p, %j = %p) : (i8, i8) -> (i8, i8) {
    scf.condition(%c) %i, %j : i8, i8
  } do {
  ^bb0(%i: i8, %j: i8):
    %n = arith.addi %i, %j : i8
    scf.yield %n, %i : i8, i8
  }
  %z = arith.constant 0 : i8
  %s = arith.addi %w#1, %z : i8
  cf.switch %x : i32, [
    default: ^bb1(%s : i8),
    3: ^bb1(%w#0 : i8)
  ]
^bb1(%r: i8):
  return %r : i8
}
