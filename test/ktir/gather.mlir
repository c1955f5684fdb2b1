// Gathers on Spyre through KTIR's indirect access tiles. expand-hlo
// clamps the start indices as StableHLO's gather does and rewrites a
// gather of 2-row slices into one of single elements (each row's start
// plus its place in the slice); each core then loads its share of the
// result through `ind(...)` subscripts into the indices in memory.
// The expected results are numpy's (x = arange(30).reshape(6, 5) / 2 - 3):
//   a = x[clip([2, 0, 9, -3], 0, 5)]                    rows, clamped
//   b = [x[s:s+2] for s in clip([1, 4, 5], 0, 4)]      2-row slices
//   c = x[clip(p[..., 1], 0, 5), clip(p[..., 0], 0, 4)] points (column first)
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: ir-run %t.mlir --entry main --arg arg0=%S/Inputs/gather_x.npy --arg arg1=%S/Inputs/gather_rows.npy --arg arg2=%S/Inputs/gather_starts.npy --arg arg3=%S/Inputs/gather_pts.npy --arg arg4=zeros:4x5:f32 --arg arg5=zeros:3x2x5:f32 --arg arg6=zeros:2x3:f32 --arg arg7=zeros:128:f32 --out-dir %t.out --check arg4=%S/Inputs/gather_a.npy --check arg5=%S/Inputs/gather_b.npy --check arg6=%S/Inputs/gather_c.npy --rtol 0 --atol 0 | FileCheck %s
// The reference interpreter (StableHLO's own semantics) and the CPU JIT agree.
// RUN: ir-run %s --entry main --input %S/Inputs/gather_x.npy --input %S/Inputs/gather_rows.npy --input %S/Inputs/gather_starts.npy --input %S/Inputs/gather_pts.npy --check %S/Inputs/gather_a.npy --check %S/Inputs/gather_b.npy --check %S/Inputs/gather_c.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: ir-opt --fuse --tile=cpu --convert-to-tt %s -o %t.tt.mlir
// RUN: ir-run %t.tt.mlir --jit --threads 2 --entry main --input %S/Inputs/gather_x.npy --input %S/Inputs/gather_rows.npy --input %S/Inputs/gather_starts.npy --input %S/Inputs/gather_pts.npy --check %S/Inputs/gather_a.npy --check %S/Inputs/gather_b.npy --check %S/Inputs/gather_c.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// IR-LABEL: func.func @main_k{{[0-9]+}}_stablehlo_gather(
// IR: ktdp.construct_indirect_access_tile intermediate_variables(%{{.*}}, %{{.*}}) %{{.*}}[ind(%{{.*}}[%{{.*}} + %{{.*}}]), (%{{.*}} + %{{.*}})]
// IR: ktdp.load
// IR: ktdp.construct_indirect_access_tile {{.*}}[ind(%{{.*}}[%{{.*}}, 1]), ind(%{{.*}}[%{{.*}}, 0])]
// CHECK: check arg4: ok
// CHECK: check arg5: ok
// CHECK: check arg6: ok
// OK-COUNT-3: ok
func.func @main(%x: tensor<6x5xf32>, %rows: tensor<4xi64>, %starts: tensor<3x1xi32>, %pts: tensor<2x3x2xi64>) -> (tensor<4x5xf32>, tensor<3x2x5xf32>, tensor<2x3xf32>) {
  %a = "stablehlo.gather"(%x, %rows) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 5>} : (tensor<6x5xf32>, tensor<4xi64>) -> tensor<4x5xf32>
  %b = "stablehlo.gather"(%x, %starts) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2, 5>} : (tensor<6x5xf32>, tensor<3x1xi32>) -> tensor<3x2x5xf32>
  %c = "stablehlo.gather"(%x, %pts) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<6x5xf32>, tensor<2x3x2xi64>) -> tensor<2x3xf32>
  return %a, %b, %c : tensor<4x5xf32>, tensor<3x2x5xf32>, tensor<2x3xf32>
}
