// Block pointers under MLIR (--engine=mlir), against numpy (the references
// of scripts/gen-blockptr-refs.py): Triton 3.4's own kernels
// (test/tt/Inputs/blockptr_*.ttir) and the hand-written ones of
// test/tt/blockptr.mlir, which test/tt/blockptr.test and blockptr.mlir run
// with the interpreter and the LLVM JIT against the same references. A
// block pointer is one tensor<(1 + 3·rank) x index> here (its base's offset
// in its array, shape, strides, offsets), carried by MLIR's own scf.for,
// scf.while and scf.if.
// REQUIRES: mlir-engine
// RUN: rm -rf %t && mkdir -p %t
//
// Triton's matmul (K walked by tt.advance, every edge ragged; f32: rtol
// 1e-4, atol 1e-5), copy (zero padding, a store with a boundary check) and
// NaN padding (exact).
// RUN: ir-run %S/../tt/Inputs/blockptr_matmul.ttir --engine=mlir --entry bp_matmul_kernel --grid 2,2 --arg arg0=%S/../tt/Inputs/run/bp_mm_a.npy --arg arg1=%S/../tt/Inputs/run/bp_mm_b.npy --arg arg2=zeros:40x48:f32 --arg arg3=40 --arg arg4=48 --arg arg5=50 --arg arg6=50 --arg arg7=1 --arg arg8=48 --arg arg9=1 --arg arg10=48 --arg arg11=1 --out-dir %t --check arg2=%S/../tt/Inputs/run/bp_mm_ref.npy | FileCheck %s
// RUN: ir-run %S/../tt/Inputs/blockptr_copy.ttir --engine=mlir --entry bp_copy_kernel --grid 2 --arg arg0=%S/../tt/Inputs/run/bp_copy_x.npy --arg arg1=zeros:16x8:f32 --arg arg2=%S/../tt/Inputs/run/bp_copy_z0.npy --arg arg3=13 --arg arg4=7 --out-dir %t --check arg1=%S/../tt/Inputs/run/bp_copy_y.npy --check arg2=%S/../tt/Inputs/run/bp_copy_z.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=TWO
// RUN: ir-run %S/../tt/Inputs/blockptr_nan.ttir --engine=mlir --entry bp_nan_kernel --grid 2 --arg arg0=%S/../tt/Inputs/run/bp_nan_x.npy --arg arg1=zeros:8x8:f32 --arg arg2=8 --arg arg3=5 --out-dir %t --check arg1=%S/../tt/Inputs/run/bp_nan_y.npy --rtol 0 --atol 0 | FileCheck %s
//
// The hand-written kernels (exact): an f16 matmul through a transposed
// view, negative offsets and 1- to 3-D blocks, block pointers through
// scf.while and scf.if with a store checked on one dimension.
// RUN: ir-run %S/../tt/blockptr.mlir --engine=mlir --entry matmul_t --grid 2,2 --arg a=%S/../tt/Inputs/run/bp_mt_a.npy --arg bt=%S/../tt/Inputs/run/bp_mt_bt.npy --arg c=zeros:20x24:f32 --arg M=20 --arg N=24 --arg K=40 --out-dir %t --check c=%S/../tt/Inputs/run/bp_mt_ref.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %S/../tt/blockptr.mlir --engine=mlir --entry edges --grid 1 --arg x=%S/../tt/Inputs/run/bp_edges_x.npy --arg o=zeros:3x4x4:f32 --out-dir %t --check o=%S/../tt/Inputs/run/bp_edges_ref.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %S/../tt/blockptr.mlir --engine=mlir --entry rows --grid 1 --arg x=%S/../tt/Inputs/run/bp_rows_x.npy --arg o=%S/../tt/Inputs/run/bp_rows_o0.npy --arg M=7 --out-dir %t --check o=%S/../tt/Inputs/run/bp_rows_ref.npy --rtol 0 --atol 0 | FileCheck %s
// CHECK: ok
// TWO: check arg1: ok: max abs err 0.000e0
// TWO: check arg2: ok: max abs err 0.000e0
//
// @copy: one 16x8 block over all of a 13x7 x, zero padded past its rows
// and columns, stored unchecked into y (16x8). (The MLIR written for block
// pointers through scf.for and scf.if, with NaN padding, is verified by
// MLIR itself in bridges/mlir's unit tests.)
// RUN: ir-run %s --engine=mlir --entry copy --grid 1 --arg x=%S/../tt/Inputs/run/bp_copy_x.npy --arg y=zeros:16x8:f32 --arg M=13 --arg N=7 --out-dir %t --check y=%S/../tt/Inputs/run/bp_copy_y.npy --rtol 0 --atol 0 | FileCheck %s

tt.func public @copy(%x: !tt.ptr<f32>, %y: !tt.ptr<f32>, %M: i32, %N: i32) {
  %c0_i32 = arith.constant 0 : i32
  %c8_i32 = arith.constant 8 : i32
  %c1_i64 = arith.constant 1 : i64
  %c8_i64 = arith.constant 8 : i64
  %m = arith.extsi %M : i32 to i64
  %n = arith.extsi %N : i32 to i64
  %px = tt.make_tensor_ptr %x, [%m, %n], [%n, %c1_i64], [%c0_i32, %c0_i32] {order = array<i32: 1, 0>} : <tensor<16x8xf32>>
  %v = tt.load %px {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<16x8xf32>>
  %py = tt.make_tensor_ptr %y, [%c8_i64, %c8_i64], [%c8_i64, %c1_i64], [%c0_i32, %c0_i32] {order = array<i32: 1, 0>} : <tensor<16x8xf32>>
  tt.store %py, %v : !tt.ptr<tensor<16x8xf32>>
  tt.return
}
