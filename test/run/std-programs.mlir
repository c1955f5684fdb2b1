// Standard-dialect programs under the interpreter, checked against values
// worked out by hand.
// RUN: ir-run %s --entry sum --print | FileCheck %s --check-prefix=SUM
// SUM: result 0: shape [] dtype si64
// SUM-NEXT: 45
// RUN: ir-run %s --entry wrap --print | FileCheck %s --check-prefix=WRAP
// RUN: ir-run %s --entry main5 --print | FileCheck %s --check-prefix=FACT
// FACT: 120
// RUN: ir-run %s --entry mem --print | FileCheck %s --check-prefix=MEM
// MEM: result 0: shape [4] dtype f32
// MEM-NEXT: [0, 1, 4, 9]
// RUN: ir-run %s --entry tens --print | FileCheck %s --check-prefix=TENS
// TENS: result 0: shape [2,2] dtype si32
// TENS-NEXT: {{\[\[}}11, 12], [13, 14]]
// TENS-NEXT: result 1: shape [] dtype si32
// TENS-NEXT: 14
// TENS-NEXT: result 2: shape [] dtype f32
// TENS-NEXT: 10
// Inputs come from npy files; make them with the interpreter itself.
// RUN: ir-run %s --entry make_inputs --output %t.m7.npy --output %t.n27.npy --output %t.x.npy
// RUN: ir-run %s --entry cfg --input %t.m7.npy --print | FileCheck %s --check-prefix=CFG
// CFG: 7
// RUN: ir-run %s --entry collatz --input %t.n27.npy --print | FileCheck %s --check-prefix=COLLATZ
// COLLATZ: 111
// RUN: ir-run %s --entry rowsum --input %t.x.npy --print | FileCheck %s --check-prefix=ROWSUM
// ROWSUM: [3, 12]
// RUN: ir-run %s --entry matmul --input %t.x.npy --print | FileCheck %s --check-prefix=MATMUL
// MATMUL: {{\[\[}}5, 14], [14, 50]]

// 0 + 1 + ... + 9.
func.func @sum() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %c0) -> (index) {
    %n = arith.addi %acc, %i : index
    scf.yield %n : index
  }
  return %r : index
}

// i8: 127 + 1 wraps to -128; 1 <u -1 (255) but not 1 <s -1; extui -1 is
// 255; sitofp -128.
// WRAP: -128
// WRAP: true
// WRAP: false
// WRAP: 255
// WRAP: -128
func.func @wrap() -> (i8, i1, i1, i32, f32) {
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %s = arith.addi %a, %b : i8
  %m = arith.constant -1 : i8
  %u = arith.cmpi ult, %b, %m : i8
  %l = arith.cmpi slt, %b, %m : i8
  %e = arith.extui %m : i8 to i32
  %f = arith.sitofp %s : i8 to f32
  return %s, %u, %l, %e, %f : i8, i1, i1, i32, f32
}

// Recursive calls: 5! = 120.
func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %z = arith.cmpi sle, %n, %c1 : i64
  %r = scf.if %z -> (i64) {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}
func.func @main5() -> i64 {
  %c5 = arith.constant 5 : i64
  %r = call @fact(%c5) : (i64) -> i64
  return %r : i64
}

func.func @make_inputs() -> (i32, i64, tensor<2x3xf32>) {
  %a = arith.constant -7 : i32
  %b = arith.constant 27 : i64
  %x = arith.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>
  return %a, %b, %x : i32, i64, tensor<2x3xf32>
}

// The absolute value through branches: abs(-7) = 7.
func.func @cfg(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %neg = arith.cmpi slt, %x, %c0 : i32
  cf.cond_br %neg, ^bb1, ^bb2(%x : i32)
^bb1:
  %y = arith.subi %c0, %x : i32
  cf.br ^bb2(%y : i32)
^bb2(%r: i32):
  return %r : i32
}

// The Collatz sequence from 27 takes 111 steps to reach 1.
func.func @collatz(%n0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%n = %n0, %k = %c0) : (i64, i64) -> (i64, i64) {
    %go = arith.cmpi ne, %n, %c1 : i64
    scf.condition(%go) %n, %k : i64, i64
  } do {
  ^bb0(%n: i64, %k: i64):
    %rem = arith.remsi %n, %c2 : i64
    %odd = arith.cmpi ne, %rem, %c0 : i64
    %t = arith.muli %n, %c3 : i64
    %t1 = arith.addi %t, %c1 : i64
    %h = arith.divsi %n, %c2 : i64
    %nn = arith.select %odd, %t1, %h : i64
    %kk = arith.addi %k, %c1 : i64
    scf.yield %nn, %kk : i64, i64
  }
  return %r#1 : i64
}

// Squares stored through a memref: [0, 1, 4, 9].
func.func @mem() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %sq = arith.mulf %f, %f : f32
    memref.store %sq, %m[%i] : memref<4xf32>
  }
  return %m : memref<4xf32>
}

// Elementwise arith on tensors, extract, powf and fma: 2^2 * 2 + 2 = 10.
func.func @tens() -> (tensor<2x2xi32>, i32, f32) {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %d = arith.constant dense<10> : tensor<2x2xi32>
  %s = arith.addi %c, %d : tensor<2x2xi32>
  %i1 = arith.constant 1 : index
  %x = tensor.extract %s[%i1, %i1] : tensor<2x2xi32>
  %f = arith.constant 2.0 : f32
  %p = math.powf %f, %f : f32
  %q = math.fma %p, %f, %f : f32
  return %s, %x, %q : tensor<2x2xi32>, i32, f32
}

// Row sums of [[0,1,2],[3,4,5]] by linalg.generic: [3, 12].
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @rowsum(%x: tensor<2x3xf32>) -> tensor<2xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<2x3xf32>) outs(%init : tensor<2xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// x x^T for x = [[0,1,2],[3,4,5]]: [[5, 14], [14, 50]].
func.func @matmul(%x: tensor<2x3xf32>) -> tensor<2x2xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %xt = arith.constant dense<[[0.0, 3.0], [1.0, 4.0], [2.0, 5.0]]> : tensor<3x2xf32>
  %r = linalg.matmul ins(%x, %xt : tensor<2x3xf32>, tensor<3x2xf32>) outs(%init : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

// Vectors are tensors to the interpreter; i8 arithmetic wraps per lane;
// select by a lane mask (127 > 1, -1 > 1, 7 > 1) between popcount(1) = 1
// and popcount([127, -1, 7]) = [7, 8, 3].
// RUN: ir-run %s --entry vec --print | FileCheck %s --check-prefix=VEC
// VEC: result 0: shape [3] dtype si8
// VEC-NEXT: [-128, 0, 8]
// VEC-NEXT: result 1: shape [3] dtype si8
// VEC-NEXT: [1, 8, 1]
func.func @vec() -> (vector<3xi8>, vector<3xi8>) {
  %a = arith.constant dense<[127, -1, 7]> : vector<3xi8>
  %b = arith.constant dense<1> : vector<3xi8>
  %s = arith.addi %a, %b : vector<3xi8>
  %c = math.ctpop %b : vector<3xi8>
  %d = math.ctpop %a : vector<3xi8>
  %m = arith.cmpi sgt, %a, %b : vector<3xi8>
  %e = arith.select %m, %c, %d : vector<3xi1>, vector<3xi8>
  return %s, %e : vector<3xi8>, vector<3xi8>
}
