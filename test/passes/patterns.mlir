// Declarative rewrite patterns loaded at run time (--load-patterns): a
// native constraint and builder, a type constraint, a nested DAG with a
// repeated variable, a literal typed by the root, benefit. Each expected
// result is worked out by hand in the comments.
// RUN: ir-opt --load-patterns=%S/Inputs/strength.patterns --canonicalize %s | FileCheck %s
// RUN: ir-opt --load-patterns=%S/Inputs/strength.patterns --pass-pipeline='builtin.module(func.func(canonicalize))' %s | FileCheck %s
// Without the file the same input keeps its multiplications:
// RUN: ir-opt --canonicalize %s | FileCheck %s --check-prefix=NONE
// RUN: not ir-opt --load-patterns=%S/Inputs/bad-op.patterns %s 2>&1 | FileCheck %s --check-prefix=BADOP
// RUN: not ir-opt --load-patterns=%S/Inputs/bad-hook.patterns %s 2>&1 | FileCheck %s --check-prefix=BADHOOK
// RUN: not ir-opt --load-patterns=%S/Inputs/defines-op.patterns %s 2>&1 | FileCheck %s --check-prefix=DEFOP
// RUN: not ir-opt --load-patterns=%S/../../dialects/examples/ring/ring.dialect %s 2>&1 | FileCheck %s --check-prefix=HEADER
// RUN: not ir-opt --load-patterns=%S/Inputs/missing.patterns %s 2>&1 | FileCheck %s --check-prefix=MISSING

// x * 8 = x << 3; x * 6 is not a power of two and stays.
// CHECK-LABEL: func.func @mul_pow2(%arg0: i32) -> (i32, i32) {
// CHECK-DAG:   %[[C3:.*]] = arith.constant 3 : i32
// CHECK-DAG:   %[[C6:.*]] = arith.constant 6 : i32
// CHECK:       %[[S:.*]] = arith.shli %arg0, %[[C3]] : i32
// CHECK:       %[[M:.*]] = arith.muli %arg0, %[[C6]] : i32
// CHECK:       return %[[S]], %[[M]] : i32, i32
// NONE-LABEL: func.func @mul_pow2
// NONE: arith.muli
// NONE: arith.muli
func.func @mul_pow2(%x: i32) -> (i32, i32) {
  %c8 = arith.constant 8 : i32
  %c6 = arith.constant 6 : i32
  %a = arith.muli %x, %c8 : i32
  %b = arith.muli %x, %c6 : i32
  return %a, %b : i32, i32
}

// Vectors: a splat power of two is one too (dense<4> -> shift by dense<2>).
// CHECK-LABEL: func.func @mul_pow2_splat(%arg0: tensor<4xi16>) -> tensor<4xi16> {
// CHECK-NEXT:  %[[C:.*]] = arith.constant dense<2> : tensor<4xi16>
// CHECK-NEXT:  %[[S:.*]] = arith.shli %arg0, %[[C]] : tensor<4xi16>
// CHECK-NEXT:  return %[[S]] : tensor<4xi16>
func.func @mul_pow2_splat(%x: tensor<4xi16>) -> tensor<4xi16> {
  %c = arith.constant dense<4> : tensor<4xi16>
  %a = arith.muli %x, %c : tensor<4xi16>
  return %a : tensor<4xi16>
}

// x + x on i32 becomes x << 1 (the literal 1 takes i32 from the root);
// on i64 the type constraint fails and the add stays.
// CHECK-LABEL: func.func @double(%arg0: i32, %arg1: i64) -> (i32, i64) {
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[S:.*]] = arith.shli %arg0, %[[C1]] : i32
// CHECK-NEXT:  %[[A:.*]] = arith.addi %arg1, %arg1 : i64
// CHECK-NEXT:  return %[[S]], %[[A]] : i32, i64
func.func @double(%x: i32, %y: i64) -> (i32, i64) {
  %a = arith.addi %x, %x : i32
  %b = arith.addi %y, %y : i64
  return %a, %b : i32, i64
}

// x * y + x * z factors to x * (y + z); x * y + w * z does not match (the
// variable `$x` must be the same value in both places).
// CHECK-LABEL: func.func @factor(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index) {
// CHECK-NEXT:  %[[A:.*]] = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:  %[[S:.*]] = arith.addi %arg1, %arg2 : index
// CHECK-NEXT:  %[[F:.*]] = arith.muli %arg0, %[[S]] : index
// CHECK-NEXT:  %[[B:.*]] = arith.muli %arg3, %arg2 : index
// CHECK-NEXT:  %[[G:.*]] = arith.addi %[[A]], %[[B]] : index
// CHECK-NEXT:  return %[[F]], %[[G]] : index, index
func.func @factor(%x: index, %y: index, %z: index, %w: index) -> (index, index) {
  %a = arith.muli %x, %y : index
  %b = arith.muli %x, %z : index
  %s = arith.addi %a, %b : index
  %c = arith.muli %w, %z : index
  %t = arith.addi %a, %c : index
  return %s, %t : index, index
}

// x ^ x is 0 of x's type (arith's own folder agrees).
// CHECK-LABEL: func.func @xor_self(%arg0: i8) -> i8 {
// CHECK-NEXT:  %[[Z:.*]] = arith.constant 0 : i8
// CHECK-NEXT:  return %[[Z]] : i8
func.func @xor_self(%x: i8) -> i8 {
  %a = arith.xori %x, %x : i8
  return %a : i8
}

// BADOP: bad-op.patterns:3:10: error: unknown op `arith.nosuchop` in pattern
// BADHOOK: bad-hook.patterns:4:21: error: no native constraint `no_such_check`
// DEFOP: defines-op.patterns:2:4: error: a patterns file holds patterns and constraints only, not `thing`
// HEADER: ring.dialect:{{[0-9]+}}:{{[0-9]+}}: error: a patterns file starts with `patterns NAME`, not `dialect`
// MISSING: cannot open patterns file '{{.*}}missing.patterns'
