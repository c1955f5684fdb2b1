// An op the LLVM lowering does not handle yet (a call between tt.funcs) is
// an error at its location, with nothing written; the interpreter runs the
// same kernel. tt.histogram, once in that case, is lowered now: the JIT
// and the interpreter both count by hand's numbers.
// RUN: rm -rf %t.jit %t.jit2 %t.interp
// RUN: not ir-run %s --entry calls --grid 1 --arg out=zeros:1:i32 --jit --out-dir %t.jit 2>&1 | FileCheck %s
// CHECK: jit-unsupported.mlir:[[@LINE+26]]:8: error: 'tt.call' is not lowered to LLVM yet
// RUN: not ls %t.jit/out.npy
// RUN: ir-run %s --entry calls --grid 1 --arg out=zeros:1:i32 --out-dir %t.interp | FileCheck %s --check-prefix=CALL
// CALL: out: [6]
// By hand: x = [0, 1, 1, 3, 2, 3, 3, 0] counts [2, 2, 1, 3] in bins 0..3.
// RUN: ir-run %s --entry hist --grid 1 --arg x=%S/Inputs/run/hist_x.npy --arg out=zeros:4:i32 --out-dir %t.interp --check out=%S/Inputs/run/hist_ref.npy | FileCheck %s --check-prefix=HIST
// RUN: ir-run %s --entry hist --grid 1 --arg x=%S/Inputs/run/hist_x.npy --arg out=zeros:4:i32 --jit --out-dir %t.jit2 --check out=%S/Inputs/run/hist_ref.npy | FileCheck %s --check-prefix=HIST
// HIST: check out: ok
tt.func public @hist(%x: !tt.ptr<i32>, %out: !tt.ptr<i32>) {
  %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
  %xp = tt.splat %x : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>>
  %xa = tt.addptr %xp, %r : tensor<8x!tt.ptr<i32>>, tensor<8xi32>
  %v = tt.load %xa : tensor<8x!tt.ptr<i32>>
  %h = tt.histogram %v : tensor<8xi32> -> tensor<4xi32>
  %r4 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
  %op = tt.splat %out : !tt.ptr<i32> -> tensor<4x!tt.ptr<i32>>
  %oa = tt.addptr %op, %r4 : tensor<4x!tt.ptr<i32>>, tensor<4xi32>
  tt.store %oa, %h : tensor<4x!tt.ptr<i32>>
  tt.return
}
tt.func @twice(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  tt.return %b : i32
}
tt.func public @calls(%out: !tt.ptr<i32>) {
  %c = arith.constant 3 : i32
  %t = tt.call @twice(%c) : (i32) -> i32
  tt.store %out, %t : !tt.ptr<i32>
  tt.return
}
