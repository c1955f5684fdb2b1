// Triton's own elementwise ops under the JIT and the interpreter, against
// numpy: tt.clampf (propagateNan = none: a NaN gives the lower bound, as
// max then min; numpy's clip with NaN mapped to -0.5), tt.mulhiui (the
// high 32 bits of the unsigned 64-bit product: (u*u) >> 32 in uint64), and
// tt.fp_to_fp to f16 (numpy's astype(float16), ties to even).
// RUN: ir-run %s --entry k --grid 1 --arg x=%S/Inputs/ttops_x.npy --arg u=%S/Inputs/ttops_u.npy --arg o=zeros:16:f32 --arg p=zeros:16:i32 --arg h=zeros:16:f16 --check o=%S/Inputs/ttops_clip.npy --check p=%S/Inputs/ttops_mulhi.npy --check h=%S/Inputs/ttops_f16.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --jit --entry k --grid 1 --arg x=%S/Inputs/ttops_x.npy --arg u=%S/Inputs/ttops_u.npy --arg o=zeros:16:f32 --arg p=zeros:16:i32 --arg h=zeros:16:f16 --check o=%S/Inputs/ttops_clip.npy --check p=%S/Inputs/ttops_mulhi.npy --check h=%S/Inputs/ttops_f16.npy --rtol 0 --atol 0 | FileCheck %s
// CHECK: check o: ok
// CHECK: check p: ok
// CHECK: check h: ok
tt.func public @k(%x: !tt.ptr<f32>, %u: !tt.ptr<i32>, %o: !tt.ptr<f32>, %p: !tt.ptr<i32>, %h: !tt.ptr<f16>) {
  %r = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %xp = tt.splat %x : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>>
  %xa = tt.addptr %xp, %r : tensor<16x!tt.ptr<f32>>, tensor<16xi32>
  %v = tt.load %xa : tensor<16x!tt.ptr<f32>>
  %lo = arith.constant dense<-0.5> : tensor<16xf32>
  %hi = arith.constant dense<0.5> : tensor<16xf32>
  %c = tt.clampf %v, %lo, %hi, propagateNan = none : tensor<16xf32>
  %op = tt.splat %o : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>>
  %oa = tt.addptr %op, %r : tensor<16x!tt.ptr<f32>>, tensor<16xi32>
  tt.store %oa, %c : tensor<16x!tt.ptr<f32>>
  %up = tt.splat %u : !tt.ptr<i32> -> tensor<16x!tt.ptr<i32>>
  %ua = tt.addptr %up, %r : tensor<16x!tt.ptr<i32>>, tensor<16xi32>
  %w = tt.load %ua : tensor<16x!tt.ptr<i32>>
  %m = tt.mulhiui %w, %w : tensor<16xi32>
  %pp = tt.splat %p : !tt.ptr<i32> -> tensor<16x!tt.ptr<i32>>
  %pa = tt.addptr %pp, %r : tensor<16x!tt.ptr<i32>>, tensor<16xi32>
  tt.store %pa, %m : tensor<16x!tt.ptr<i32>>
  %f = tt.fp_to_fp %v, rounding = rtne : tensor<16xf32> -> tensor<16xf16>
  %hp = tt.splat %h : !tt.ptr<f16> -> tensor<16x!tt.ptr<f16>>
  %ha = tt.addptr %hp, %r : tensor<16x!tt.ptr<f16>>, tensor<16xi32>
  tt.store %ha, %f : tensor<16x!tt.ptr<f16>>
  tt.return
}
