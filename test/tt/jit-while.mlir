// scf.while under the interpreter and the JIT: the before region tests
// i < n and forwards (i, acc); the after region doubles back
// acc = acc·0.5 + v and counts. With v = [0, 1, ..., 15]: n = 2 gives
// acc = 1.75·v and i = 2, so out = 1.75·v + 2; n = 0 never runs the body
// (out = v). References by numpy (Inputs/while_n*.npy).
// RUN: ir-run %s --entry w --grid 1 --arg o=zeros:16:f32 --arg n=2 --check o=%S/Inputs/while_n2.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --jit --entry w --grid 1 --arg o=zeros:16:f32 --arg n=2 --check o=%S/Inputs/while_n2.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --jit --entry w --grid 1 --arg o=zeros:16:f32 --arg n=0 --check o=%S/Inputs/while_n0.npy --rtol 0 --atol 0 | FileCheck %s
// CHECK: check o: ok
tt.func public @w(%o: !tt.ptr<f32>, %n: i32) {
  %r = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %v = arith.sitofp %r : tensor<16xi32> to tensor<16xf32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %half = arith.constant dense<0.5> : tensor<16xf32>
  %res:2 = scf.while (%i = %c0, %acc = %v) : (i32, tensor<16xf32>) -> (i32, tensor<16xf32>) {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i, %acc : i32, tensor<16xf32>
  } do {
  ^bb0(%i2: i32, %a2: tensor<16xf32>):
    %i3 = arith.addi %i2, %c1 : i32
    %a3 = arith.mulf %a2, %half : tensor<16xf32>
    %a4 = arith.addf %a3, %v : tensor<16xf32>
    scf.yield %i3, %a4 : i32, tensor<16xf32>
  }
  %f = arith.sitofp %res#0 : i32 to f32
  %fs = tt.splat %f : f32 -> tensor<16xf32>
  %out = arith.addf %res#1, %fs : tensor<16xf32>
  %op = tt.splat %o : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>>
  %oa = tt.addptr %op, %r : tensor<16x!tt.ptr<f32>>, tensor<16xi32>
  tt.store %oa, %out : tensor<16x!tt.ptr<f32>>
  tt.return
}
