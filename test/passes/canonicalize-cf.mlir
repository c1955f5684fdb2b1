// cf canonicalization as mlir-opt 22 does it: constant and pass-through
// branches (not around a cycle of branches), merging a block into its only
// predecessor, identical successors (with selects), conditions known in
// successors, switch cases, dead block arguments, assert of true.
// RUN: ir-opt --canonicalize --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --canonicalize --allow-unregistered-dialect %s | FileCheck %s %}

// CHECK-LABEL: module {
// CHECK-LABEL: func.func @f(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @w(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0 weights([3, 5]), ^bb2(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: cf.br ^bb2(%1 : i32)
// CHECK-NEXT: ^bb2(%2: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @assert_true(%arg0: i1) {
// CHECK-NEXT: cf.assert %arg0, "maybe"
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @const_cond(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_cond(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: "test.x"(%true) : (i1) -> ()
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.y"(%false) : (i1) -> ()
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identical(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.addi %0, %arg1 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sw(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 43: ^bb2(%arg2 : i32),
// CHECK-NEXT: 44: ^bb1(%arg2 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sw_const(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: "test.q"() : () -> ()
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sw_only(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sw_nested(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 42: ^bb2,
// CHECK-NEXT: 43: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb4,
// CHECK-NEXT: 45: ^bb5
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb5:  // pred: ^bb1
// CHECK-NEXT: "test.d"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_args(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: cf.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.b"(%1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: index) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %c1 : index
// CHECK-NEXT: "test.use"(%true) : (i1) -> ()
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @merge(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
^bb3:
  return
}
func.func @g(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}
func.func @w(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c weights([3, 5]), ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  %q = arith.addi %y, %y : i32
  cf.br ^bb3(%q : i32)
^bb3(%z: i32):
  return %z : i32
}
func.func @assert_true(%a: i1) {
  %t = arith.constant true
  cf.assert %t, "ok"
  cf.assert %a, "maybe"
  return
}
func.func @const_cond(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}
func.func @same_cond(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  "test.foo"() : () -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  "test.x"(%c) : (i1) -> ()
  return %a : i32
^bb3:
  return %b : i32
^bb4:
  "test.y"(%c) : (i1) -> ()
  return %b : i32
}
func.func @identical(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  %z = arith.addi %x, %y : i32
  return %z : i32
}
func.func @sw(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb2(%b : i32),
    44: ^bb3
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
^bb3:
  cf.br ^bb1(%b : i32)
}
func.func @sw_const(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 43 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    43: ^bb2(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  "test.q"() : () -> ()
  return %y : i32
}
func.func @sw_only(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
func.func @sw_nested(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb4,
    42: ^bb5,
    45: ^bb6
  ]
^bb2:
  cf.switch %f : i32, [
    default: ^bb4,
    42: ^bb5
  ]
^bb3:
  "test.a"() : () -> ()
  return
^bb4:
  "test.b"() : () -> ()
  return
^bb5:
  "test.c"() : () -> ()
  return
^bb6:
  "test.d"() : () -> ()
  return
}
func.func @dead_args(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b, %a : i32, i32)
^bb1(%x: i32):
  "test.a"() : () -> ()
  cf.br ^bb2(%x, %x : i32, i32)
^bb2(%y: i32, %z: i32):
  "test.b"(%z) : (i32) -> ()
  return
}
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %cmp = arith.cmpi slt, %i, %n : index
  cf.cond_br %cmp, ^bb2, ^bb3
^bb2:
  %j = arith.addi %i, %c1 : index
  "test.use"(%cmp) : (i1) -> ()
  cf.br ^bb1(%j : index)
^bb3:
  return
}
func.func @merge(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %b : i32
  return %x : i32
^bb2:
  %y = arith.addi %a, %b : i32
  return %y : i32
}
