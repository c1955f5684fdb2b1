// A stable sort of values with their positions on Spyre: each core counts,
// for each element of its rows, the elements sorting before it (ties by
// position), and places it there. x holds many equal keys (integers in
// [-3, 3]); the expected results are numpy's sort and argsort with
// kind='stable' along dimension 1.
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: ir-run %t.mlir --entry main --arg arg0=%S/Inputs/sort_x.npy --arg arg1=zeros:6x7:f32 --arg arg2=zeros:6x7:i64 --arg arg3=zeros:64:f32 --out-dir %t.out --check arg1=%S/Inputs/sort_v.npy --check arg2=%S/Inputs/sort_i.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --entry main --input %S/Inputs/sort_x.npy --check %S/Inputs/sort_v.npy --check %S/Inputs/sort_i.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// A sort longer than the per-core pairwise count takes is refused, naming why.
// RUN: not ir-opt --fuse --tile=spyre --convert-to-ktir %S/Inputs/sort-long.mlir 2>&1 | FileCheck %s --check-prefix=LONG
// IR-LABEL: func.func @main_k{{[0-9]+}}_stablehlo_sort(
// IR: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]
// IR: arith.cmpf olt
// IR: linalg.index 2
// CHECK: check arg1: ok
// CHECK: check arg2: ok
// OK-COUNT-2: ok
// LONG: sort-long.mlir:3:{{[0-9]+}}: error: convert-to-ktir cannot emit 'stablehlo.sort' on per-core slices: a sort of 4096 elements along its dimension
func.func @main(%x: tensor<6x7xf32>) -> (tensor<6x7xf32>, tensor<6x7xi64>) {
  %i = stablehlo.iota dim = 1 : tensor<6x7xi64>
  %r:2 = "stablehlo.sort"(%x, %i) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %ia: tensor<i64>, %ib: tensor<i64>):
    %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<6x7xf32>, tensor<6x7xi64>) -> (tensor<6x7xf32>, tensor<6x7xi64>)
  return %r#0, %r#1 : tensor<6x7xf32>, tensor<6x7xi64>
}
