// A tt.dot of f64 operands into an f32 accumulator: the operands are
// rounded to the accumulator (the lowering extended them, which LLVM
// refuses from f64 to f32). The reference is numpy's product in f64,
// rounded (test/tt/Inputs/run/f64dot_*.npy).
// RUN: rm -rf %t && mkdir -p %t
// RUN: ir-run %s --entry k --grid 1 --arg a=%S/Inputs/run/f64dot_a.npy --arg b=%S/Inputs/run/f64dot_b.npy --arg c=zeros:16:f32 --out-dir %t --check c=%S/Inputs/run/f64dot_ref.npy --rtol 1e-6 --atol 1e-6 | FileCheck %s
// RUN: ir-run %s --jit --entry k --grid 1 --arg a=%S/Inputs/run/f64dot_a.npy --arg b=%S/Inputs/run/f64dot_b.npy --arg c=zeros:16:f32 --out-dir %t --check c=%S/Inputs/run/f64dot_ref.npy --rtol 1e-6 --atol 1e-6 | FileCheck %s
// CHECK: ok

tt.func public @k(%a: !tt.ptr<f64>, %b: !tt.ptr<f64>, %c: !tt.ptr<f32>) {
  %r = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %pa = tt.splat %a : !tt.ptr<f64> -> tensor<16x!tt.ptr<f64>>
  %qa = tt.addptr %pa, %r : tensor<16x!tt.ptr<f64>>, tensor<16xi32>
  %x = tt.load %qa : tensor<16x!tt.ptr<f64>>
  %xa = tt.reshape %x : tensor<16xf64> -> tensor<4x4xf64>
  %pb = tt.splat %b : !tt.ptr<f64> -> tensor<16x!tt.ptr<f64>>
  %qb = tt.addptr %pb, %r : tensor<16x!tt.ptr<f64>>, tensor<16xi32>
  %y = tt.load %qb : tensor<16x!tt.ptr<f64>>
  %yb = tt.reshape %y : tensor<16xf64> -> tensor<4x4xf64>
  %z = arith.constant dense<0.0> : tensor<4x4xf32>
  %d = tt.dot %xa, %yb, %z : tensor<4x4xf64> * tensor<4x4xf64> -> tensor<4x4xf32>
  %f = tt.reshape %d : tensor<4x4xf32> -> tensor<16xf32>
  %pc = tt.splat %c : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>>
  %qc = tt.addptr %pc, %r : tensor<16x!tt.ptr<f32>>, tensor<16xi32>
  tt.store %qc, %f : tensor<16x!tt.ptr<f32>>
  tt.return
}
