// cse as mlir-opt 22 does it: commutative operands, one layer of dead ops
// per run, scopes of nested regions (a value from the then-branch is not
// seen in the else-branch), equal regions, loads merged only with no
// store between, dominance in a CFG, allocations that are dead.
// RUN: ir-opt --cse %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --cse %s | FileCheck %s %}

// CHECK-LABEL: func.func @commutative(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: %3 = arith.muli %0, %1 : i32
// CHECK-NEXT: %4 = arith.muli %0, %2 : i32
// CHECK-NEXT: return %3, %4 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_one_layer(%arg0: i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_scopes(%arg0: i1, %arg1: index) -> index {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: %1 = scf.if %arg0 -> (index) {
// CHECK-NEXT: %4 = arith.muli %0, %0 : index
// CHECK-NEXT: scf.yield %4 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = arith.muli %0, %0 : index
// CHECK-NEXT: scf.yield %4 : index
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.muli %0, %0 : index
// CHECK-NEXT: %3 = arith.addi %1, %2 : index
// CHECK-NEXT: return %3 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @equal_regions(%arg0: i1, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (index) {
// CHECK-NEXT: scf.yield %arg1 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reads(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> (f32, f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addf %0, %0 : f32
// CHECK-NEXT: return %2, %1, %1 : f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cfg(%arg0: i1, %arg1: i64) -> i64 {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i64
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%0 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i64
// CHECK-NEXT: cf.br ^bb3(%1 : i64)
// CHECK-NEXT: ^bb3(%2: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %3 = arith.muli %arg1, %arg1 : i64
// CHECK-NEXT: %4 = arith.addi %2, %3 : i64
// CHECK-NEXT: %5 = arith.addi %4, %0 : i64
// CHECK-NEXT: return %5 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @allocs() -> (memref<2xf32>, memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: return %alloc, %alloc_0 : memref<2xf32>, memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @commutative(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  %4 = arith.muli %0, %2 : i32
  %5 = arith.muli %1, %3 : i32
  return %4, %5 : i32, i32
}

func.func @dead_one_layer(%a: i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  return
}

func.func @nested_scopes(%c: i1, %a: index) -> index {
  %0 = arith.addi %a, %a : index
  %1 = scf.if %c -> index {
    %2 = arith.addi %a, %a : index
    %3 = arith.muli %2, %2 : index
    scf.yield %3 : index
  } else {
    %4 = arith.muli %0, %0 : index
    scf.yield %4 : index
  }
  %5 = arith.muli %0, %0 : index
  %6 = arith.addi %1, %5 : index
  return %6 : index
}

func.func @equal_regions(%c: i1, %a: index) -> (index, index) {
  %0 = scf.if %c -> index {
    scf.yield %a : index
  } else {
    %x = arith.addi %a, %a : index
    scf.yield %x : index
  }
  %1 = scf.if %c -> index {
    scf.yield %a : index
  } else {
    %y = arith.addi %a, %a : index
    scf.yield %y : index
  }
  return %0, %1 : index, index
}

func.func @reads(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %2 = memref.load %m[%i] : memref<4xf32>
  %3 = memref.load %m[%i] : memref<4xf32>
  %4 = arith.addf %0, %1 : f32
  return %4, %2, %3 : f32, f32, f32
}

func.func @cfg(%c: i1, %a: i64) -> i64 {
  %0 = arith.addi %a, %a : i64
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : i64
  cf.br ^bb3(%1 : i64)
^bb2:
  %2 = arith.muli %a, %a : i64
  cf.br ^bb3(%2 : i64)
^bb3(%r: i64):
  %3 = arith.muli %a, %a : i64
  %4 = arith.addi %r, %3 : i64
  %5 = arith.addi %4, %0 : i64
  return %5 : i64
}

func.func @allocs() -> (memref<2xf32>, memref<2xf32>) {
  %unused = memref.alloc() : memref<8xf32>
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  return %0, %1 : memref<2xf32>, memref<2xf32>
}
