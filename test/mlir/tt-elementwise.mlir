// Triton's own elementwise ops under MLIR (--engine=mlir), the LLVM JIT and
// the interpreter, against numpy (rtol 0, atol 0). test/tt/jit-tt-elementwise.mlir
// (tt.clampf without NaN propagation, tt.mulhiui, tt.fp_to_fp) under MLIR
// with its numpy references; and here tt.clampf with propagateNan = all:
// numpy's clip, which keeps the NaN of x (Inputs/clamp_nan.npy =
// np.clip(x, -0.5, 0.5) for x = test/tt/Inputs/ttops_x.npy, one NaN).
// REQUIRES: mlir-engine
// RUN: rm -rf %t && mkdir -p %t
// RUN: ir-run %S/../tt/jit-tt-elementwise.mlir --engine=mlir --entry k --grid 1 --arg x=%S/../tt/Inputs/ttops_x.npy --arg u=%S/../tt/Inputs/ttops_u.npy --arg o=zeros:16:f32 --arg p=zeros:16:i32 --arg h=zeros:16:f16 --out-dir %t --check o=%S/../tt/Inputs/ttops_clip.npy --check p=%S/../tt/Inputs/ttops_mulhi.npy --check h=%S/../tt/Inputs/ttops_f16.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OPS
// RUN: ir-run %s --engine=mlir --entry clamp --grid 1 --arg x=%S/../tt/Inputs/ttops_x.npy --arg o=zeros:16:f32 --out-dir %t --check o=%S/Inputs/clamp_nan.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --jit --entry clamp --grid 1 --arg x=%S/../tt/Inputs/ttops_x.npy --arg o=zeros:16:f32 --out-dir %t --check o=%S/Inputs/clamp_nan.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --entry clamp --grid 1 --arg x=%S/../tt/Inputs/ttops_x.npy --arg o=zeros:16:f32 --out-dir %t --check o=%S/Inputs/clamp_nan.npy --rtol 0 --atol 0 | FileCheck %s
// OPS: check o: ok
// OPS: check p: ok
// OPS: check h: ok
// CHECK: check o: ok: max abs err 0.000e0

tt.func public @clamp(%x: !tt.ptr<f32>, %o: !tt.ptr<f32>) {
  %r = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %xp = tt.splat %x : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>>
  %xa = tt.addptr %xp, %r : tensor<16x!tt.ptr<f32>>, tensor<16xi32>
  %v = tt.load %xa : tensor<16x!tt.ptr<f32>>
  %lo = arith.constant dense<-0.5> : tensor<16xf32>
  %hi = arith.constant dense<0.5> : tensor<16xf32>
  %c = tt.clampf %v, %lo, %hi, propagateNan = all : tensor<16xf32>
  %op = tt.splat %o : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>>
  %oa = tt.addptr %op, %r : tensor<16x!tt.ptr<f32>>, tensor<16xi32>
  tt.store %oa, %c : tensor<16x!tt.ptr<f32>>
  tt.return
}
