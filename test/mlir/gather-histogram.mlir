// tt.histogram and tt.gather run by MLIR (--engine=mlir) and by the
// interpreter give numpy's np.bincount and src[idx] (the references were
// written by numpy).
// REQUIRES: mlir-engine
// RUN: rm -rf %t && mkdir -p %t
// RUN: ir-run %s --engine=mlir --entry hist --grid 1 --arg x=%S/Inputs/hist_x.npy --arg y=zeros:8:i32 --out-dir %t --check y=%S/Inputs/hist_ref.npy | FileCheck %s
// RUN: ir-run %s --entry hist --grid 1 --arg x=%S/Inputs/hist_x.npy --arg y=zeros:8:i32 --out-dir %t --check y=%S/Inputs/hist_ref.npy | FileCheck %s
// RUN: ir-run %s --engine=mlir --entry gather --grid 1 --arg s=%S/Inputs/gather_src.npy --arg i=%S/Inputs/gather_idx.npy --arg o=zeros:8:f32 --out-dir %t --check o=%S/Inputs/gather_ref.npy | FileCheck %s
// RUN: ir-run %s --entry gather --grid 1 --arg s=%S/Inputs/gather_src.npy --arg i=%S/Inputs/gather_idx.npy --arg o=zeros:8:f32 --out-dir %t --check o=%S/Inputs/gather_ref.npy | FileCheck %s
// CHECK: ok: max abs err 0.000e0

tt.func @hist(%x: !tt.ptr<i32>, %y: !tt.ptr<i32>) {
  %r = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %p = tt.splat %x : !tt.ptr<i32> -> tensor<16x!tt.ptr<i32>>
  %a = tt.addptr %p, %r : tensor<16x!tt.ptr<i32>>, tensor<16xi32>
  %v = tt.load %a : tensor<16x!tt.ptr<i32>>
  %h = tt.histogram %v : tensor<16xi32> -> tensor<8xi32>
  %r8 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
  %q = tt.splat %y : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>>
  %b = tt.addptr %q, %r8 : tensor<8x!tt.ptr<i32>>, tensor<8xi32>
  tt.store %b, %h : tensor<8x!tt.ptr<i32>>
  tt.return
}

tt.func @gather(%s: !tt.ptr<f32>, %i: !tt.ptr<i32>, %o: !tt.ptr<f32>) {
  %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
  %ps = tt.splat %s : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
  %as = tt.addptr %ps, %r : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
  %src = tt.load %as : tensor<8x!tt.ptr<f32>>
  %pi = tt.splat %i : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>>
  %ai = tt.addptr %pi, %r : tensor<8x!tt.ptr<i32>>, tensor<8xi32>
  %idx = tt.load %ai : tensor<8x!tt.ptr<i32>>
  %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<8xf32>, tensor<8xi32>) -> tensor<8xf32>
  %po = tt.splat %o : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
  %ao = tt.addptr %po, %r : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
  tt.store %ao, %g : tensor<8x!tt.ptr<f32>>
  tt.return
}
