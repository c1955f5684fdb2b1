// A scatter-add on Spyre: each core starts from its share of the operand
// and walks the updates in order, adding those that land in its rows; an
// index outside the operand (9, -1) is skipped and repeated ones (3) add
// up, as StableHLO defines it. Expected (numpy): x = arange(40).reshape(8,
// 5) / 4, u = arange(30).reshape(6, 5) - 10, then for (i, row) in
// zip([3, 0, 3, 9, -1, 7], u): x[i] += row where 0 <= i < 8.
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: ir-run %t.mlir --entry main --arg arg0=%S/Inputs/scatter_x.npy --arg arg1=%S/Inputs/scatter_idx.npy --arg arg2=%S/Inputs/scatter_u.npy --arg arg3=zeros:8x5:f32 --arg arg4=zeros:64:f32 --out-dir %t.out --check arg3=%S/Inputs/scatter_ref.npy | FileCheck %s
// RUN: ir-run %s --entry main --input %S/Inputs/scatter_x.npy --input %S/Inputs/scatter_idx.npy --input %S/Inputs/scatter_u.npy --check %S/Inputs/scatter_ref.npy | FileCheck %s --check-prefix=OK
// IR-LABEL: func.func @main_k0_stablehlo_scatter(
// IR: scf.for {{.*}} iter_args
// IR: tensor.extract
// IR: scf.if
// IR: linalg.generic
// IR: arith.addf
// IR: tensor.insert_slice
// CHECK: check arg3: ok
// OK: ok
func.func @main(%x: tensor<8x5xf32>, %i: tensor<6x1xi64>, %u: tensor<6x5xf32>) -> tensor<8x5xf32> {
  %r = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8x5xf32>, tensor<6x1xi64>, tensor<6x5xf32>) -> tensor<8x5xf32>
  return %r : tensor<8x5xf32>
}
