// tt.histogram and tt.gather (1-D, and along the minor axis of a 4x3
// block: np.take_along_axis) run by MLIR (--engine=mlir), by the LLVM JIT
// and by the interpreter give numpy's results (np.bincount, src[idx],
// np.take_along_axis; the references were written by numpy).
// REQUIRES: mlir-engine
// RUN: rm -rf %t && mkdir -p %t
// RUN: ir-run %s --engine=mlir --entry hist --grid 1 --arg x=%S/Inputs/hist_x.npy --arg y=zeros:8:i32 --out-dir %t --check y=%S/Inputs/hist_ref.npy | FileCheck %s
// RUN: ir-run %s --entry hist --grid 1 --arg x=%S/Inputs/hist_x.npy --arg y=zeros:8:i32 --out-dir %t --check y=%S/Inputs/hist_ref.npy | FileCheck %s
// RUN: ir-run %s --engine=mlir --entry gather --grid 1 --arg s=%S/Inputs/gather_src.npy --arg i=%S/Inputs/gather_idx.npy --arg o=zeros:8:f32 --out-dir %t --check o=%S/Inputs/gather_ref.npy | FileCheck %s
// RUN: ir-run %s --entry gather --grid 1 --arg s=%S/Inputs/gather_src.npy --arg i=%S/Inputs/gather_idx.npy --arg o=zeros:8:f32 --out-dir %t --check o=%S/Inputs/gather_ref.npy | FileCheck %s
// RUN: ir-run %s --jit --entry hist --grid 1 --arg x=%S/Inputs/hist_x.npy --arg y=zeros:8:i32 --out-dir %t --check y=%S/Inputs/hist_ref.npy | FileCheck %s
// RUN: ir-run %s --jit --entry gather --grid 1 --arg s=%S/Inputs/gather_src.npy --arg i=%S/Inputs/gather_idx.npy --arg o=zeros:8:f32 --out-dir %t --check o=%S/Inputs/gather_ref.npy | FileCheck %s
// RUN: ir-run %s --engine=mlir --entry gather2 --grid 1 --arg s=%S/Inputs/gather2_src.npy --arg i=%S/Inputs/gather2_idx.npy --arg o=zeros:4x5:f32 --out-dir %t --check o=%S/Inputs/gather2_ref.npy | FileCheck %s
// RUN: ir-run %s --jit --entry gather2 --grid 1 --arg s=%S/Inputs/gather2_src.npy --arg i=%S/Inputs/gather2_idx.npy --arg o=zeros:4x5:f32 --out-dir %t --check o=%S/Inputs/gather2_ref.npy | FileCheck %s
// RUN: ir-run %s --entry gather2 --grid 1 --arg s=%S/Inputs/gather2_src.npy --arg i=%S/Inputs/gather2_idx.npy --arg o=zeros:4x5:f32 --out-dir %t --check o=%S/Inputs/gather2_ref.npy | FileCheck %s
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

tt.func @gather2(%s: !tt.ptr<f32>, %i: !tt.ptr<i32>, %o: !tt.ptr<f32>) {
  %r3 = tt.make_range {end = 3 : i32, start = 0 : i32} : tensor<3xi32>
  %r4 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
  %r5 = tt.make_range {end = 5 : i32, start = 0 : i32} : tensor<5xi32>
  %rows = tt.expand_dims %r4 {axis = 1 : i32} : tensor<4xi32> -> tensor<4x1xi32>
  %c3 = arith.constant dense<3> : tensor<4x1xi32>
  %c5 = arith.constant dense<5> : tensor<4x1xi32>
  %srow = arith.muli %rows, %c3 : tensor<4x1xi32>
  %orow = arith.muli %rows, %c5 : tensor<4x1xi32>
  %scol = tt.expand_dims %r3 {axis = 0 : i32} : tensor<3xi32> -> tensor<1x3xi32>
  %ocol = tt.expand_dims %r5 {axis = 0 : i32} : tensor<5xi32> -> tensor<1x5xi32>
  %sb1 = tt.broadcast %srow : tensor<4x1xi32> -> tensor<4x3xi32>
  %sb2 = tt.broadcast %scol : tensor<1x3xi32> -> tensor<4x3xi32>
  %soff = arith.addi %sb1, %sb2 : tensor<4x3xi32>
  %ob1 = tt.broadcast %orow : tensor<4x1xi32> -> tensor<4x5xi32>
  %ob2 = tt.broadcast %ocol : tensor<1x5xi32> -> tensor<4x5xi32>
  %ooff = arith.addi %ob1, %ob2 : tensor<4x5xi32>
  %ps = tt.splat %s : !tt.ptr<f32> -> tensor<4x3x!tt.ptr<f32>>
  %as = tt.addptr %ps, %soff : tensor<4x3x!tt.ptr<f32>>, tensor<4x3xi32>
  %src = tt.load %as : tensor<4x3x!tt.ptr<f32>>
  %pi = tt.splat %i : !tt.ptr<i32> -> tensor<4x5x!tt.ptr<i32>>
  %ai = tt.addptr %pi, %ooff : tensor<4x5x!tt.ptr<i32>>, tensor<4x5xi32>
  %idx = tt.load %ai : tensor<4x5x!tt.ptr<i32>>
  %g = tt.gather %src[%idx] {axis = 1 : i32} : (tensor<4x3xf32>, tensor<4x5xi32>) -> tensor<4x5xf32>
  %po = tt.splat %o : !tt.ptr<f32> -> tensor<4x5x!tt.ptr<f32>>
  %ao = tt.addptr %po, %ooff : tensor<4x5x!tt.ptr<f32>>, tensor<4x5xi32>
  tt.store %ao, %g : tensor<4x5x!tt.ptr<f32>>
  tt.return
}
