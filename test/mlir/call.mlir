// tt.call between tt.funcs under MLIR (--engine=mlir), the LLVM JIT and
// the interpreter, against numpy's result (rtol 0, atol 0). Both compiled
// engines inline the callee, as Triton's compiler does.
//
// @row returns the row of 8 at a pointer and the pointer a row on (a
// pointer in and out); @total sums a block (a tt.reduce in a callee);
// @weighted calls both and scales the sum. The kernel calls @weighted
// twice, threading the pointer (rows 0 and 1, weights 1 and 10), then
// @row from an scf.for carrying the pointer (rows 2 and 3). With
// x = arange(32): out[0:8] = row 2 + row 3 = 40 + 2j, out[8] = 0 + ... + 7
// = 28, out[9] = 10 · (8 + ... + 15) = 920. (Inputs/call_x.npy =
// np.arange(32, dtype=np.float32); call_ref.npy = np.concatenate([x[16:24]
// + x[24:32], [x[0:8].sum(), 10 * x[8:16].sum()]]).)
// REQUIRES: mlir-engine
// RUN: rm -rf %t && mkdir -p %t
// RUN: ir-run %s --engine=mlir --entry calls --grid 1 --arg x=%S/Inputs/call_x.npy --arg o=zeros:10:f32 --out-dir %t --check o=%S/Inputs/call_ref.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --jit --entry calls --grid 1 --arg x=%S/Inputs/call_x.npy --arg o=zeros:10:f32 --out-dir %t --check o=%S/Inputs/call_ref.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --entry calls --grid 1 --arg x=%S/Inputs/call_x.npy --arg o=zeros:10:f32 --out-dir %t --check o=%S/Inputs/call_ref.npy --rtol 0 --atol 0 | FileCheck %s
// CHECK: check o: ok: max abs err 0.000e0

tt.func @row(%p: !tt.ptr<f32>) -> (tensor<8xf32>, !tt.ptr<f32>) {
  %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
  %pa = tt.addptr %ps, %r : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
  %v = tt.load %pa : tensor<8x!tt.ptr<f32>>
  %c8 = arith.constant 8 : i32
  %q = tt.addptr %p, %c8 : !tt.ptr<f32>, i32
  tt.return %v, %q : tensor<8xf32>, !tt.ptr<f32>
}

tt.func @total(%x: tensor<8xf32>) -> f32 {
  %s = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tt.reduce.return %c : f32
  }) : (tensor<8xf32>) -> f32
  tt.return %s : f32
}

tt.func @weighted(%p: !tt.ptr<f32>, %w: f32) -> (f32, !tt.ptr<f32>) {
  %v, %q = tt.call @row(%p) : (!tt.ptr<f32>) -> (tensor<8xf32>, !tt.ptr<f32>)
  %s = tt.call @total(%v) : (tensor<8xf32>) -> f32
  %m = arith.mulf %s, %w : f32
  tt.return %m, %q : f32, !tt.ptr<f32>
}

tt.func public @calls(%x: !tt.ptr<f32>, %o: !tt.ptr<f32>) {
  %w1 = arith.constant 1.0 : f32
  %w10 = arith.constant 10.0 : f32
  %a, %p1 = tt.call @weighted(%x, %w1) : (!tt.ptr<f32>, f32) -> (f32, !tt.ptr<f32>)
  %b, %p2 = tt.call @weighted(%p1, %w10) : (!tt.ptr<f32>, f32) -> (f32, !tt.ptr<f32>)
  %zero = arith.constant dense<0.0> : tensor<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %acc:2 = scf.for %k = %c0 to %c2 step %c1 iter_args(%s = %zero, %pp = %p2) -> (tensor<8xf32>, !tt.ptr<f32>) {
    %v, %q = tt.call @row(%pp) : (!tt.ptr<f32>) -> (tensor<8xf32>, !tt.ptr<f32>)
    %n = arith.addf %s, %v : tensor<8xf32>
    scf.yield %n, %q : tensor<8xf32>, !tt.ptr<f32>
  }
  %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
  %os = tt.splat %o : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
  %oa = tt.addptr %os, %r : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
  tt.store %oa, %acc#0 : tensor<8x!tt.ptr<f32>>
  %i8 = arith.constant 8 : i32
  %i9 = arith.constant 9 : i32
  %o8 = tt.addptr %o, %i8 : !tt.ptr<f32>, i32
  %o9 = tt.addptr %o, %i9 : !tt.ptr<f32>, i32
  tt.store %o8, %a : !tt.ptr<f32>
  tt.store %o9, %b : !tt.ptr<f32>
  tt.return
}
