// The greedy driver: constants deduplicated and hoisted to the entry of
// the nearest isolated-from-above region (an unregistered op may be
// isolated: constants stay inside it), dead ops erased, unreachable blocks
// erased, constants hoisted out of loops. Expected output from mlir-opt's.
// RUN: ir-opt --canonicalize --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --canonicalize --allow-unregistered-dialect %s | FileCheck %s %}
// RUN: ir-opt --canonicalize --allow-unregistered-dialect --mlir-print-op-generic %s | ir-opt  --allow-unregistered-dialect | FileCheck %s

func.func @dedup(%c: i1, %x: i32) -> (i32, i32, i32) {
  %a = arith.constant 7 : i32
  %0 = scf.if %c -> i32 {
    %b = arith.constant 7 : i32
    %k = arith.constant 9 : i32
    %s = arith.addi %x, %b : i32
    %t = arith.addi %s, %k : i32
    scf.yield %t : i32
  } else {
    %d = arith.constant 9 : i32
    scf.yield %d : i32
  }
  %e = arith.constant 7 : i64
  %f = arith.constant 7 : i32
  %dead = arith.addi %x, %f : i32
  %dead2 = arith.muli %dead, %dead : i32
  return %a, %0, %f : i32, i32, i32
}
func.func @unreachable(%x: i32) -> i32 {
  return %x : i32
^bb1:
  %0 = arith.addi %x, %x : i32
  cf.br ^bb2
^bb2:
  return %0 : i32
}
func.func @isolated(%x: index) {
  %c1 = arith.constant 1 : index
  "test.isolated"() ({
    %c1_0 = arith.constant 1 : index
    %y = arith.addi %c1_0, %c1_0 : index
    "test.use"(%y) : (index) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  "test.use"(%c1) : (index) -> ()
  return
}
func.func @loop(%lb: index, %ub: index) {
  scf.for %i = %lb to %ub step %lb {
    %c = arith.constant 3.0 : f32
    %alloc = memref.alloca() : memref<f32>
    memref.store %c, %alloc[] : memref<f32>
    "test.use"(%alloc) : (memref<f32>) -> ()
  }
  return
}

// CHECK-LABEL: func.func @dedup(%arg0: i1, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %c16_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c9_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %c7_i32, %0, %c7_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unreachable(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @isolated(%arg0: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: "test.isolated"() ({
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: "test.use"(%c2) : (index) -> ()
// CHECK-NEXT: "test.end"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "test.use"(%c1) : (index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: index, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: scf.for %arg2 = %arg0 to %arg1 step %arg0 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT: memref.store %cst, %alloca[] : memref<f32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<f32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
