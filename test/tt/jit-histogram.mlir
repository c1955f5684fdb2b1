// tt.histogram, interpreted and JIT-compiled, counts as by hand:
// x = [0, 1, 1, 3, 2, 3, 3, 0] counts [2, 2, 1, 3] in bins 0..3.
// RUN: rm -rf %t.interp %t.jit
// RUN: ir-run %s --entry hist --grid 1 --arg x=%S/Inputs/run/hist_x.npy --arg out=zeros:4:i32 --out-dir %t.interp --check out=%S/Inputs/run/hist_ref.npy | FileCheck %s
// RUN: ir-run %s --entry hist --grid 1 --arg x=%S/Inputs/run/hist_x.npy --arg out=zeros:4:i32 --jit --out-dir %t.jit --check out=%S/Inputs/run/hist_ref.npy | FileCheck %s
// CHECK: check out: ok
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
