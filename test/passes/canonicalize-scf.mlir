// scf canonicalization as mlir-opt 22 does it: scf.if (static, trivial to
// select, empty else, condition propagation, combined and nested ifs, the
// negated-condition folder), trivial scf.for loops, inlined execute_region
// and index_switch, forall and parallel dimensions of one iteration, and
// the region-branch patterns on forwarded values (dead, duplicate, known).
// RUN: ir-opt --canonicalize --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --canonicalize --allow-unregistered-dialect %s | FileCheck %s %}

// CHECK-LABEL: module {
// CHECK-LABEL: func.func @static(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = "test.x"(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = "test.y"(%arg1) : (i32) -> i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = "test.x"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @select2(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_else(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @prop(%arg0: i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.x"(%true) : (i1) -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.y"(%false) : (i1) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @combine(%arg0: i1, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: %1 = "test.x"(%arg1) : (i32) -> i32
// CHECK-NEXT: %2 = "test.z"(%1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.y"(%arg1) : (i32) -> i32
// CHECK-NEXT: %2 = "test.w"(%1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %1 = scf.if %0 -> (i32) {
// CHECK-NEXT: %2 = "test.x"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_f(%arg0: index, %arg1: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %0 = "test.op"(%arg1, %c1) : (i32, index) -> i32
// CHECK-NEXT: %1 = "test.op"(%arg1, %arg0) : (i32, index) -> i32
// CHECK-NEXT: %2 = arith.addi %arg0, %c4 : index
// CHECK-NEXT: %3 = scf.for %arg2 = %arg0 to %2 step %c10 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT: %4 = "test.op"(%arg3, %arg2) : (i32, index) -> i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %0, %arg1, %1, %3 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_g(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg0) -> (i32) {
// CHECK-NEXT: %3 = "test.op"(%arg3, %arg3) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addi %arg1, %0 : i32
// CHECK-NEXT: %2 = arith.addi %1, %0 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @er(%arg0: i32) -> i32 {
// CHECK-NEXT: scf.execute_region no_inline {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @er2(%arg0: i32) {
// CHECK-NEXT: %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: %1 = "test.x"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: "test.y"(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sw(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %0 = "test.x"() : () -> i32
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %0 = "test.y"() : () -> i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = "test.x"() : () -> i32
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.y"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @wh(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.c"(%arg2) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.n"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) init (%arg1) -> f32 {
// CHECK-NEXT: scf.reduce(%arg1 : f32) {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %1 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @use(index, index)
// CHECK-LABEL: func.func @a(%arg0: index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg1) in (8) {
// CHECK-NEXT: func.call @use(%c0, %arg1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: call @use(%c0, %c0) : (index, index) -> ()
// CHECK-NEXT: scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT: func.call @use(%arg1, %c0) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg1) = (0) to (7) step (2) {
// CHECK-NEXT: func.call @use(%c2, %arg1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @static(%a: i32, %b: i32) -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %r = scf.if %t -> i32 {
    %x = "test.x"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  %s = scf.if %f -> i32 {
    scf.yield %a : i32
  } else {
    %x = "test.y"(%b) : (i32) -> i32
    scf.yield %x : i32
  }
  scf.if %f {
    "test.z"() : () -> ()
  }
  return %r, %s : i32, i32
}
func.func @select(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.x"(%a) : (i32) -> i32
    scf.yield %a, %x : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @select2(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @empty_else(%c: i1) {
  scf.if %c {
    "test.x"() : () -> ()
  } else {
  }
  return
}
func.func @prop(%c: i1) {
  scf.if %c {
    "test.x"(%c) : (i1) -> ()
  } else {
    "test.y"(%c) : (i1) -> ()
  }
  return
}
func.func @combine(%c: i1, %a: i32) -> (i32, i32) {
  %r = scf.if %c -> i32 {
    %x = "test.x"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %x = "test.y"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  %s = scf.if %c -> i32 {
    %y = "test.z"(%r) : (i32) -> i32
    scf.yield %y : i32
  } else {
    %y = "test.w"(%r) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r, %s : i32, i32
}
func.func @nested(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %s = scf.if %d -> i32 {
      %x = "test.x"(%a) : (i32) -> i32
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @not(%c: i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    "test.x"() : () -> ()
  } else {
    "test.y"() : () -> ()
  }
  return
}
func.func @for_f(%lb: index, %a: i32) -> (i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %cm1 = arith.constant -1 : index
  %r0 = scf.for %i = %c4 to %c1 step %c1 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  %r1 = scf.for %i = %c1 to %c4 step %c4 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  %r2 = scf.for unsigned %i = %cm1 to %c1 step %c1 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  %ub = arith.addi %lb, %c4 overflow<nsw> : index
  %r3 = scf.for %i = %lb to %ub step %c4 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  %ub2 = arith.addi %lb, %c4 : index
  %r4 = scf.for %i = %lb to %ub2 step %c10 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r0, %r1, %r2, %r3, %r4 : i32, i32, i32, i32, i32
}
func.func @for_g(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %b : i32
  }
  %r2:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %z = "test.op"(%x, %y) : (i32, i32) -> i32
    scf.yield %z, %z : i32, i32
  }
  %s = arith.addi %r, %r2#0 : i32
  %t = arith.addi %s, %r2#1 : i32
  return %t : i32
}
func.func @er(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    "test.x"() : () -> ()
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @er2(%a: i32) {
  %r:2 = scf.execute_region -> (i32, i32) no_inline {
    %b = "test.x"() : () -> (i32)
    scf.yield %a, %b : i32, i32
  }
  "test.y"(%r#1) : (i32) -> ()
  return
}
func.func @sw(%i: index, %a: i32) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 1 {
    %b = "test.x"() : () -> (i32)
    scf.yield %a, %b : i32, i32
  }
  default {
    %b = "test.y"() : () -> (i32)
    scf.yield %a, %b : i32, i32
  }
  return %r#0 : i32
}
func.func @if(%c: i1, %a: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %b = "test.x"() : () -> (i32)
    scf.yield %a, %b : i32, i32
  } else {
    %b = "test.y"() : () -> (i32)
    scf.yield %b, %b : i32, i32
  }
  return %r#0 : i32
}
func.func @wh(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.c"(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.n"(%p) : (i32) -> i32
    scf.yield %n, %q : i32, i32
  }
  return %r#0 : i32
}
func.func @par(%n: index, %a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%a) -> f32 {
    scf.reduce(%a : f32) {
    ^bb0(%l: f32, %m: f32):
      %s = arith.addf %l, %m : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func private @use(index, index)
func.func @a(%n: index) {
  scf.forall (%i, %j) in (1, 8) {
    func.call @use(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i, %j) in (1, 1) {
    func.call @use(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i, %j) in (%n, 1) {
    func.call @use(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i, %j) in (0, 3) {
    func.call @use(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i, %j) = (2, 0) to (3, 7) step (1, 2) {
    func.call @use(%i, %j) : (index, index) -> ()
  }
  return
}
