// scf.while under MLIR (--engine=mlir), the LLVM JIT and the interpreter,
// each against numpy's result (rtol 0, atol 0).
//
// @walk carries a pointer, a count and a tensor: while i < n it adds the
// row of 8 at the pointer and moves the pointer a row on; after the loop
// it adds the row the final pointer points at. With x = arange(32) (4
// rows of 8): n = 3 gives rows 0+1+2 = 24 + 3j, then row 3 = 24 + j, so
// out[j] = 48 + 4j; n = 0 never runs the body: out = row 0 = j.
// (Inputs/walk_x.npy = np.arange(32, dtype=np.float32); walk_n3.npy =
// x[:24].reshape(3, 8).sum(0) + x[24:32]; walk_n0.npy = x[:8].)
//
// @grow's before region reduces the carried tensor: while its sum is
// below 1000 it doubles. From v = 1..16 (sum 136): 272, 544, 1088, so
// three doublings: out[j] = 8·(j + 1) + 3 (Inputs/grow.npy = 8 *
// np.arange(1, 17, dtype=np.float32) + 3).
// REQUIRES: mlir-engine
// RUN: rm -rf %t && mkdir -p %t
// RUN: ir-run %s --engine=mlir --entry walk --grid 1 --arg x=%S/Inputs/walk_x.npy --arg o=zeros:8:f32 --arg n=3 --out-dir %t --check o=%S/Inputs/walk_n3.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --jit --entry walk --grid 1 --arg x=%S/Inputs/walk_x.npy --arg o=zeros:8:f32 --arg n=3 --out-dir %t --check o=%S/Inputs/walk_n3.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --entry walk --grid 1 --arg x=%S/Inputs/walk_x.npy --arg o=zeros:8:f32 --arg n=3 --out-dir %t --check o=%S/Inputs/walk_n3.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --engine=mlir --entry walk --grid 1 --arg x=%S/Inputs/walk_x.npy --arg o=zeros:8:f32 --arg n=0 --out-dir %t --check o=%S/Inputs/walk_n0.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --jit --entry walk --grid 1 --arg x=%S/Inputs/walk_x.npy --arg o=zeros:8:f32 --arg n=0 --out-dir %t --check o=%S/Inputs/walk_n0.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --entry walk --grid 1 --arg x=%S/Inputs/walk_x.npy --arg o=zeros:8:f32 --arg n=0 --out-dir %t --check o=%S/Inputs/walk_n0.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --engine=mlir --entry grow --grid 1 --arg o=zeros:16:f32 --out-dir %t --check o=%S/Inputs/grow.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --jit --entry grow --grid 1 --arg o=zeros:16:f32 --out-dir %t --check o=%S/Inputs/grow.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --entry grow --grid 1 --arg o=zeros:16:f32 --out-dir %t --check o=%S/Inputs/grow.npy --rtol 0 --atol 0 | FileCheck %s
// CHECK: check o: ok: max abs err 0.000e0

tt.func @walk(%x: !tt.ptr<f32>, %o: !tt.ptr<f32>, %n: i32) {
  %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
  %zero = arith.constant dense<0.0> : tensor<8xf32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %res:3 = scf.while (%i = %c0, %p = %x, %acc = %zero) : (i32, !tt.ptr<f32>, tensor<8xf32>) -> (i32, !tt.ptr<f32>, tensor<8xf32>) {
    %go = arith.cmpi slt, %i, %n : i32
    scf.condition(%go) %i, %p, %acc : i32, !tt.ptr<f32>, tensor<8xf32>
  } do {
  ^bb0(%i2: i32, %p2: !tt.ptr<f32>, %a2: tensor<8xf32>):
    %ps = tt.splat %p2 : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
    %pa = tt.addptr %ps, %r : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
    %row = tt.load %pa : tensor<8x!tt.ptr<f32>>
    %a3 = arith.addf %a2, %row : tensor<8xf32>
    %p3 = tt.addptr %p2, %c8 : !tt.ptr<f32>, i32
    %i3 = arith.addi %i2, %c1 : i32
    scf.yield %i3, %p3, %a3 : i32, !tt.ptr<f32>, tensor<8xf32>
  }
  %fs = tt.splat %res#1 : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
  %fa = tt.addptr %fs, %r : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
  %last = tt.load %fa : tensor<8x!tt.ptr<f32>>
  %out = arith.addf %res#2, %last : tensor<8xf32>
  %os = tt.splat %o : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
  %oa = tt.addptr %os, %r : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
  tt.store %oa, %out : tensor<8x!tt.ptr<f32>>
  tt.return
}

tt.func @grow(%o: !tt.ptr<f32>) {
  %r = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %rf = arith.sitofp %r : tensor<16xi32> to tensor<16xf32>
  %one = arith.constant dense<1.0> : tensor<16xf32>
  %two = arith.constant dense<2.0> : tensor<16xf32>
  %v = arith.addf %rf, %one : tensor<16xf32>
  %lim = arith.constant 1000.0 : f32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %res:2 = scf.while (%k = %c0, %a = %v) : (i32, tensor<16xf32>) -> (i32, tensor<16xf32>) {
    %s = "tt.reduce"(%a) <{axis = 0 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %z = arith.addf %x, %y : f32
      tt.reduce.return %z : f32
    }) : (tensor<16xf32>) -> f32
    %go = arith.cmpf olt, %s, %lim : f32
    scf.condition(%go) %k, %a : i32, tensor<16xf32>
  } do {
  ^bb0(%k2: i32, %a2: tensor<16xf32>):
    %a3 = arith.mulf %a2, %two : tensor<16xf32>
    %k3 = arith.addi %k2, %c1 : i32
    scf.yield %k3, %a3 : i32, tensor<16xf32>
  }
  %kf = arith.sitofp %res#0 : i32 to f32
  %ks = tt.splat %kf : f32 -> tensor<16xf32>
  %out = arith.addf %res#1, %ks : tensor<16xf32>
  %os = tt.splat %o : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>>
  %oa = tt.addptr %os, %r : tensor<16x!tt.ptr<f32>>, tensor<16xi32>
  tt.store %oa, %out : tensor<16x!tt.ptr<f32>>
  tt.return
}
