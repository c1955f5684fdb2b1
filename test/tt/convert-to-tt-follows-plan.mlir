// convert-to-tt follows the plan tile wrote, whatever the operands weigh:
// a 4x6 by 6x32 product split over cpu2's two threads is two programs of
// two rows, each reading the whole 6x32 weight (192 elements, more than
// the rows it splits: 24 of x, 128 of the result). Whether that split
// pays is tile's decision (compute.thread_wake_s), not the conversion's.
// The result is numpy's x @ w (Inputs/wide_*.npy, written by numpy).
// RUN: ir-opt --fuse --tile=%S/Inputs/cpu2.target --convert-to-tt %s -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: ir-run %t.mlir --entry main --input %S/Inputs/wide_x.npy --input %S/Inputs/wide_w.npy --rtol 1e-5 --atol 1e-5 --check %S/Inputs/wide_y.npy | FileCheck %s --check-prefix=OK
// RUN: ir-run %t.mlir --jit --threads 2 --entry main --input %S/Inputs/wide_x.npy --input %S/Inputs/wide_w.npy --rtol 1e-5 --atol 1e-5 --check %S/Inputs/wide_y.npy | FileCheck %s --check-prefix=OK
// A plan the tile form cannot hold as runs of rows (its split dimension
// is the columns, as a head of an attention block is) runs as one
// program, and a remark says so.
// RUN: ir-opt --fuse --tile=%S/Inputs/cpu2.target %s -o %t.plan.mlir
// RUN: sed 's/split = \[2, 1\]/split = [1, 2]/' %t.plan.mlir > %t.cols.mlir
// RUN: ir-opt --convert-to-tt --remarks %t.cols.mlir -o %t.cols.tt.mlir 2>&1 | FileCheck %s --check-prefix=COLS
// RUN: FileCheck %s --check-prefix=ONE < %t.cols.tt.mlir
// CHECK: hlo.launch @main_k0_stablehlo_dot_general(%arg0, %arg1) grid array<i64: 2, 1, 1>
// CHECK: tt.dot {{.*}} : tensor<2x6xf32> * tensor<6x32xf32> -> tensor<2x32xf32>
// OK: ok
// COLS: remark: [convert-to-tt] missed: 'stablehlo.dot_general' runs as one program: the plan divides it across 2 cores, a share its tile form cannot hold as a run of rows of each value
// ONE: grid array<i64: 1, 1, 1>
func.func @main(%x: tensor<4x6xf32>, %w: tensor<6x32xf32>) -> tensor<4x32xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x6xf32>, tensor<6x32xf32>) -> tensor<4x32xf32>
  return %0 : tensor<4x32xf32>
}
