// An integer dot (Triton's i8 x i8 -> i32, 16x32 by 32x16) run by the
// interpreter, the LLVM JIT and MLIR gives numpy's a.astype(int32) @
// b.astype(int32) exactly (the reference was written by numpy).
// REQUIRES: mlir-engine
// RUN: rm -rf %t && mkdir -p %t
// RUN: ir-run %s --entry idot --grid 1 --arg a=%S/Inputs/idot_a.npy --arg b=%S/Inputs/idot_b.npy --arg c=zeros:16x16:i32 --out-dir %t --check c=%S/Inputs/idot_ref.npy | FileCheck %s
// RUN: ir-run %s --jit --entry idot --grid 1 --arg a=%S/Inputs/idot_a.npy --arg b=%S/Inputs/idot_b.npy --arg c=zeros:16x16:i32 --out-dir %t --check c=%S/Inputs/idot_ref.npy | FileCheck %s
// RUN: ir-run %s --engine=mlir --entry idot --grid 1 --arg a=%S/Inputs/idot_a.npy --arg b=%S/Inputs/idot_b.npy --arg c=zeros:16x16:i32 --out-dir %t --check c=%S/Inputs/idot_ref.npy | FileCheck %s
// CHECK: ok: max abs err 0.000e0

tt.func @idot(%a: !tt.ptr<i8>, %b: !tt.ptr<i8>, %c: !tt.ptr<i32>) {
  %r16 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %r32 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  // a: rows * 32 + cols
  %ar = tt.expand_dims %r16 {axis = 1 : i32} : tensor<16xi32> -> tensor<16x1xi32>
  %c32 = arith.constant dense<32> : tensor<16x1xi32>
  %ars = arith.muli %ar, %c32 : tensor<16x1xi32>
  %ac = tt.expand_dims %r32 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  %ab1 = tt.broadcast %ars : tensor<16x1xi32> -> tensor<16x32xi32>
  %ab2 = tt.broadcast %ac : tensor<1x32xi32> -> tensor<16x32xi32>
  %aoff = arith.addi %ab1, %ab2 : tensor<16x32xi32>
  %pa = tt.splat %a : !tt.ptr<i8> -> tensor<16x32x!tt.ptr<i8>>
  %qa = tt.addptr %pa, %aoff : tensor<16x32x!tt.ptr<i8>>, tensor<16x32xi32>
  %va = tt.load %qa : tensor<16x32x!tt.ptr<i8>>
  // b: rows * 16 + cols
  %br = tt.expand_dims %r32 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
  %c16 = arith.constant dense<16> : tensor<32x1xi32>
  %brs = arith.muli %br, %c16 : tensor<32x1xi32>
  %bc = tt.expand_dims %r16 {axis = 0 : i32} : tensor<16xi32> -> tensor<1x16xi32>
  %bb1 = tt.broadcast %brs : tensor<32x1xi32> -> tensor<32x16xi32>
  %bb2 = tt.broadcast %bc : tensor<1x16xi32> -> tensor<32x16xi32>
  %boff = arith.addi %bb1, %bb2 : tensor<32x16xi32>
  %pb = tt.splat %b : !tt.ptr<i8> -> tensor<32x16x!tt.ptr<i8>>
  %qb = tt.addptr %pb, %boff : tensor<32x16x!tt.ptr<i8>>, tensor<32x16xi32>
  %vb = tt.load %qb : tensor<32x16x!tt.ptr<i8>>
  %zero = arith.constant dense<0> : tensor<16x16xi32>
  %d = tt.dot %va, %vb, %zero : tensor<16x32xi8> * tensor<32x16xi8> -> tensor<16x16xi32>
  // c: rows * 16 + cols
  %cr = tt.expand_dims %r16 {axis = 1 : i32} : tensor<16xi32> -> tensor<16x1xi32>
  %c16b = arith.constant dense<16> : tensor<16x1xi32>
  %crs = arith.muli %cr, %c16b : tensor<16x1xi32>
  %cb1 = tt.broadcast %crs : tensor<16x1xi32> -> tensor<16x16xi32>
  %cb2 = tt.broadcast %bc : tensor<1x16xi32> -> tensor<16x16xi32>
  %coff = arith.addi %cb1, %cb2 : tensor<16x16xi32>
  %pc = tt.splat %c : !tt.ptr<i32> -> tensor<16x16x!tt.ptr<i32>>
  %qc = tt.addptr %pc, %coff : tensor<16x16x!tt.ptr<i32>>, tensor<16x16xi32>
  tt.store %qc, %d : tensor<16x16x!tt.ptr<i32>>
  tt.return
}
