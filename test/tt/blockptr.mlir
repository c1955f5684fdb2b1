// Block pointers written as Triton's TTIR prints them, run by the
// interpreter and the LLVM JIT (with and without --check-bounds) against
// numpy (scripts/gen-blockptr-refs.py writes Inputs/run/bp_*.npy; every
// reference is exact, rtol 0, atol 0). test/mlir/blockptr.mlir runs the same
// kernels under MLIR.
// RUN: rm -rf %t && mkdir -p %t
//
// @matmul_t: C (20x24, f32) = A (20x40, f16) · B, B stored transposed
// (24x40) and read through strides (1, K); 16x16 blocks on a 2x2 grid, K
// walked with tt.advance in steps of 16 (the last step 8 wide, zero
// padded), C stored with a boundary check. Small integers: exact sums.
// RUN: ir-run %s --entry matmul_t --grid 2,2 --arg a=%S/Inputs/run/bp_mt_a.npy --arg bt=%S/Inputs/run/bp_mt_bt.npy --arg c=zeros:20x24:f32 --arg M=20 --arg N=24 --arg K=40 --out-dir %t --check c=%S/Inputs/run/bp_mt_ref.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --jit --entry matmul_t --grid 2,2 --arg a=%S/Inputs/run/bp_mt_a.npy --arg bt=%S/Inputs/run/bp_mt_bt.npy --arg c=zeros:20x24:f32 --arg M=20 --arg N=24 --arg K=40 --out-dir %t --check c=%S/Inputs/run/bp_mt_ref.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --jit --check-bounds --entry matmul_t --grid 2,2 --arg a=%S/Inputs/run/bp_mt_a.npy --arg bt=%S/Inputs/run/bp_mt_bt.npy --arg c=zeros:20x24:f32 --arg M=20 --arg N=24 --arg K=40 --out-dir %t --check c=%S/Inputs/run/bp_mt_ref.npy --rtol 0 --atol 0 | FileCheck %s
//
// @edges: 4x4 blocks of x (6x10) at (-2, -3) (checked: zero above and to
// the left), advanced to (1, 5) (inside), then to (4, 5) checked on the
// rows only; each stored through a 3-D block pointer as one 1x4x4 block.
// RUN: ir-run %s --entry edges --grid 1 --arg x=%S/Inputs/run/bp_edges_x.npy --arg o=zeros:3x4x4:f32 --out-dir %t --check o=%S/Inputs/run/bp_edges_ref.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --jit --entry edges --grid 1 --arg x=%S/Inputs/run/bp_edges_x.npy --arg o=zeros:3x4x4:f32 --out-dir %t --check o=%S/Inputs/run/bp_edges_ref.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --jit --check-bounds --entry edges --grid 1 --arg x=%S/Inputs/run/bp_edges_x.npy --arg o=zeros:3x4x4:f32 --out-dir %t --check o=%S/Inputs/run/bp_edges_ref.npy --rtol 0 --atol 0 | FileCheck %s
//
// @rows: a block pointer carried through scf.while (rows of an i32 x,
// 7x8, two at a time; the 8th row zero) and chosen by scf.if; the 2x8 sum
// stored at rows 2..3 of o (4x8, all -1 before) whose boundary is 3 rows,
// so row 3 keeps its -1.
// RUN: ir-run %s --entry rows --grid 1 --arg x=%S/Inputs/run/bp_rows_x.npy --arg o=%S/Inputs/run/bp_rows_o0.npy --arg M=7 --out-dir %t --check o=%S/Inputs/run/bp_rows_ref.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --jit --entry rows --grid 1 --arg x=%S/Inputs/run/bp_rows_x.npy --arg o=%S/Inputs/run/bp_rows_o0.npy --arg M=7 --out-dir %t --check o=%S/Inputs/run/bp_rows_ref.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --jit --check-bounds --entry rows --grid 1 --arg x=%S/Inputs/run/bp_rows_x.npy --arg o=%S/Inputs/run/bp_rows_o0.npy --arg M=7 --out-dir %t --check o=%S/Inputs/run/bp_rows_ref.npy --rtol 0 --atol 0 | FileCheck %s
// CHECK: ok: max abs err 0.000e0
//
// Without a boundary check, a block reaching past every array is an error
// at the access (the interpreter always checks; the JIT under
// --check-bounds), as an unmasked load's, and nothing is written: @edges
// with x given as 2x10, so the second, unchecked block's rows 2..4 lie past
// x (and the 4 KiB after it hold no array).
// RUN: not ir-run %s --entry edges --grid 1 --arg x=zeros:2x10:f32 --arg o=zeros:3x4x4:f32 --out-dir %t/oob 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not ir-run %s --jit --check-bounds --entry edges --grid 1 --arg x=zeros:2x10:f32 --arg o=zeros:3x4x4:f32 --out-dir %t/oob 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not ls %t/oob/o.npy
// OOB: blockptr.mlir:[[@LINE+50]]:9: error: {{.*}}outside every array

tt.func public @matmul_t(%a: !tt.ptr<f16>, %bt: !tt.ptr<f16>, %c: !tt.ptr<f32>, %M: i32, %N: i32, %K: i32) {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c15_i32 = arith.constant 15 : i32
  %c16_i32 = arith.constant 16 : i32
  %c1_i64 = arith.constant 1 : i64
  %zero = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
  %pid_m = tt.get_program_id x : i32
  %pid_n = tt.get_program_id y : i32
  %om = arith.muli %pid_m, %c16_i32 : i32
  %on = arith.muli %pid_n, %c16_i32 : i32
  %m = arith.extsi %M : i32 to i64
  %n = arith.extsi %N : i32 to i64
  %k = arith.extsi %K : i32 to i64
  %pa = tt.make_tensor_ptr %a, [%m, %k], [%k, %c1_i64], [%om, %c0_i32] {order = array<i32: 1, 0>} : <tensor<16x16xf16>>
  %pb = tt.make_tensor_ptr %bt, [%k, %n], [%c1_i64, %k], [%c0_i32, %on] {order = array<i32: 0, 1>} : <tensor<16x16xf16>>
  %kk = arith.addi %K, %c15_i32 : i32
  %steps = arith.divsi %kk, %c16_i32 : i32
  %r:3 = scf.for %i = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero, %qa = %pa, %qb = %pb) -> (tensor<16x16xf32>, !tt.ptr<tensor<16x16xf16>>, !tt.ptr<tensor<16x16xf16>>)  : i32 {
    %av = tt.load %qa {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<16x16xf16>>
    %bv = tt.load %qb {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<16x16xf16>>
    %d = tt.dot %av, %bv, %acc : tensor<16x16xf16> * tensor<16x16xf16> -> tensor<16x16xf32>
    %na = tt.advance %qa, [%c0_i32, %c16_i32] : <tensor<16x16xf16>>
    %nb = tt.advance %qb, [%c16_i32, %c0_i32] : <tensor<16x16xf16>>
    scf.yield %d, %na, %nb : tensor<16x16xf32>, !tt.ptr<tensor<16x16xf16>>, !tt.ptr<tensor<16x16xf16>>
  }
  %pc = tt.make_tensor_ptr %c, [%m, %n], [%n, %c1_i64], [%om, %on] {order = array<i32: 1, 0>} : <tensor<16x16xf32>>
  tt.store %pc, %r#0 {boundaryCheck = array<i32: 0, 1>} : !tt.ptr<tensor<16x16xf32>>
  tt.return
}

tt.func public @edges(%x: !tt.ptr<f32>, %o: !tt.ptr<f32>) {
  %c-3_i32 = arith.constant -3 : i32
  %c-2_i32 = arith.constant -2 : i32
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c2_i32 = arith.constant 2 : i32
  %c3_i32 = arith.constant 3 : i32
  %c8_i32 = arith.constant 8 : i32
  %c1_i64 = arith.constant 1 : i64
  %c3_i64 = arith.constant 3 : i64
  %c4_i64 = arith.constant 4 : i64
  %c6_i64 = arith.constant 6 : i64
  %c10_i64 = arith.constant 10 : i64
  %c16_i64 = arith.constant 16 : i64
  %px = tt.make_tensor_ptr %x, [%c6_i64, %c10_i64], [%c10_i64, %c1_i64], [%c-2_i32, %c-3_i32] {order = array<i32: 1, 0>} : <tensor<4x4xf32>>
  %v0 = tt.load %px {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<4x4xf32>>
  %px1 = tt.advance %px, [%c3_i32, %c8_i32] : <tensor<4x4xf32>>
  %v1 = tt.load %px1 : !tt.ptr<tensor<4x4xf32>>
  %px2 = tt.advance %px1, [%c3_i32, %c0_i32] : <tensor<4x4xf32>>
  %v2 = tt.load %px2 {boundaryCheck = array<i32: 0>, padding = 1 : i32} : !tt.ptr<tensor<4x4xf32>>
  %po = tt.make_tensor_ptr %o, [%c3_i64, %c4_i64, %c4_i64], [%c16_i64, %c4_i64, %c1_i64], [%c0_i32, %c0_i32, %c0_i32] {order = array<i32: 2, 1, 0>} : <tensor<1x4x4xf32>>
  %w0 = tt.reshape %v0 : tensor<4x4xf32> -> tensor<1x4x4xf32>
  tt.store %po, %w0 : !tt.ptr<tensor<1x4x4xf32>>
  %po1 = tt.advance %po, [%c1_i32, %c0_i32, %c0_i32] : <tensor<1x4x4xf32>>
  %w1 = tt.reshape %v1 : tensor<4x4xf32> -> tensor<1x4x4xf32>
  tt.store %po1, %w1 : !tt.ptr<tensor<1x4x4xf32>>
  %po2 = tt.advance %po, [%c2_i32, %c0_i32, %c0_i32] : <tensor<1x4x4xf32>>
  %w2 = tt.reshape %v2 : tensor<4x4xf32> -> tensor<1x4x4xf32>
  tt.store %po2, %w2 {boundaryCheck = array<i32: 0, 1, 2>} : !tt.ptr<tensor<1x4x4xf32>>
  tt.return
}

tt.func public @rows(%x: !tt.ptr<i32>, %o: !tt.ptr<i32>, %M: i32) {
  %c0_i32 = arith.constant 0 : i32
  %c2_i32 = arith.constant 2 : i32
  %c4_i32 = arith.constant 4 : i32
  %c1_i64 = arith.constant 1 : i64
  %c3_i64 = arith.constant 3 : i64
  %c8_i64 = arith.constant 8 : i64
  %zero = arith.constant dense<0> : tensor<2x8xi32>
  %m = arith.extsi %M : i32 to i64
  %px = tt.make_tensor_ptr %x, [%m, %c8_i64], [%c8_i64, %c1_i64], [%c0_i32, %c0_i32] {order = array<i32: 1, 0>} : <tensor<2x8xi32>>
  %res:3 = scf.while (%i = %c0_i32, %p = %px, %acc = %zero) : (i32, !tt.ptr<tensor<2x8xi32>>, tensor<2x8xi32>) -> (i32, !tt.ptr<tensor<2x8xi32>>, tensor<2x8xi32>) {
    %go = arith.cmpi slt, %i, %M : i32
    scf.condition(%go) %i, %p, %acc : i32, !tt.ptr<tensor<2x8xi32>>, tensor<2x8xi32>
  } do {
  ^bb0(%i2: i32, %p2: !tt.ptr<tensor<2x8xi32>>, %a2: tensor<2x8xi32>):
    %v = tt.load %p2 {boundaryCheck = array<i32: 0>, padding = 1 : i32} : !tt.ptr<tensor<2x8xi32>>
    %a3 = arith.addi %a2, %v : tensor<2x8xi32>
    %p3 = tt.advance %p2, [%c2_i32, %c0_i32] : <tensor<2x8xi32>>
    %i3 = arith.addi %i2, %c2_i32 : i32
    scf.yield %i3, %p3, %a3 : i32, !tt.ptr<tensor<2x8xi32>>, tensor<2x8xi32>
  }
  %po = tt.make_tensor_ptr %o, [%c3_i64, %c8_i64], [%c8_i64, %c1_i64], [%c0_i32, %c0_i32] {order = array<i32: 1, 0>} : <tensor<2x8xi32>>
  %big = arith.cmpi sgt, %M, %c4_i32 : i32
  %q = scf.if %big -> (!tt.ptr<tensor<2x8xi32>>) {
    %down = tt.advance %po, [%c2_i32, %c0_i32] : <tensor<2x8xi32>>
    scf.yield %down : !tt.ptr<tensor<2x8xi32>>
  } else {
    scf.yield %po : !tt.ptr<tensor<2x8xi32>>
  }
  tt.store %q, %res#2 {boundaryCheck = array<i32: 0>} : !tt.ptr<tensor<2x8xi32>>
  tt.return
}
