// convert-to-tt on a hand-worked program, for a two-thread CPU target
// (Inputs/cpu2.target): y = relu(x·w + b) and its row sums s.
// RUN: ir-opt --fuse --tile=%S/Inputs/cpu2.target --convert-to-tt --remarks %s -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.mlir
// RUN: ir-run %t.mlir --entry main --input %S/Inputs/ctt_x.npy --input %S/Inputs/ctt_w.npy --input %S/Inputs/ctt_b.npy --print | FileCheck %s --check-prefix=OUT
// RUN: ir-run %t.mlir --jit --entry main --input %S/Inputs/ctt_x.npy --input %S/Inputs/ctt_w.npy --input %S/Inputs/ctt_b.npy --print | FileCheck %s --check-prefix=OUT
// RUN: ir-run %t.mlir --jit --threads 2 --entry main --input %S/Inputs/ctt_x.npy --input %S/Inputs/ctt_w.npy --input %S/Inputs/ctt_b.npy --print | FileCheck %s --check-prefix=OUT
// --profile: each launch's median time, in program order, with its share.
// RUN: ir-run %t.mlir --jit --bench 3 --profile --entry main --input %S/Inputs/ctt_x.npy --input %S/Inputs/ctt_w.npy --input %S/Inputs/ctt_b.npy | FileCheck %s --check-prefix=PROFILE
// PROFILE: compile: {{[0-9.]+}} ms
// PROFILE-NEXT: run: median {{[0-9.]+}} ms, min {{[0-9.]+}} ms over 3 calls
// PROFILE-NEXT: profile: 2 launches, {{[0-9.]+}} ms
// PROFILE-NEXT: {{ +[0-9.]+}} ms {{ *[0-9.]+}}%  @main_k0_stablehlo_dot_general  {{.*}}.mlir:{{[0-9]+}}:{{[0-9]+}}
// PROFILE-NEXT: {{ +[0-9.]+}} ms {{ *[0-9.]+}}%  @main_k1_input_reduce_fusion  {{.*}}.mlir:{{[0-9]+}}:{{[0-9]+}}
//
// x is 4x6 with every element of row i equal to i+1, w is 6x3 of ones
// and b = [0, -10, 1]: (x·w)[i][j] = 6(i+1), so y's rows are
// [6, 0, 7], [12, 2, 13], [18, 8, 19], [24, 14, 25] (relu cuts -4 to 0)
// and s = [13, 27, 45, 63].
// OUT-LABEL: result 0: shape [4,3] dtype f32
// OUT-NEXT: {{^  \[\[6, 0, 7\], \[12, 2, 13\], \[18, 8, 19\], \[24, 14, 25\]\]$}}
// OUT-LABEL: result 1: shape [4] dtype f32
// OUT-NEXT: {{^  \[13, 27, 45, 63\]$}}

func.func @main(%x: tensor<4x6xf32>, %w: tensor<6x3xf32>, %b: tensor<3xf32>) -> (tensor<4x3xf32>, tensor<4xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %d = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
  %a = stablehlo.add %d, %bb : tensor<4x3xf32>
  %z = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
  %y = stablehlo.maximum %a, %z : tensor<4x3xf32>
  %s = stablehlo.reduce(%y init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
  return %y, %s : tensor<4x3xf32>, tensor<4xf32>
}

// `fuse` makes two kernels: the matmul, and the bias, relu and row sum
// (exporting y). The two threads split x's 4 rows: each program of the
// matmul loads its 2 rows (2·6 = 12 elements from pid·12) and all 18 of
// w, and stores its 2·3 = 6 elements of x·w from pid·6; the second
// kernel loads b whole, stores its 6 elements of y and its 2 row sums.
// CHECK-LABEL: func.func @main(
// CHECK: %[[D:.*]] = hlo.launch @main_k0_stablehlo_dot_general(%arg0, %arg1) grid array<i64: 2, 1, 1> : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
// CHECK: %[[R:.*]]:2 = hlo.launch @main_k1_input_reduce_fusion(%arg2, %[[D]]) grid array<i64: 2, 1, 1> : (tensor<3xf32>, tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4xf32>)
// CHECK: return %[[R]]#0, %[[R]]#1
// CHECK-LABEL: tt.func public @main_k0_stablehlo_dot_general(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: !tt.ptr<f32>)
// CHECK: %[[PID:.*]] = tt.get_program_id x : i32
// CHECK: %[[C12:.*]] = arith.constant 12 : i32
// CHECK: arith.muli %[[PID]], %[[C12]] : i32
// CHECK: tt.load {{.*}} : tensor<12x!tt.ptr<f32>>
// CHECK: tt.reshape {{.*}} : tensor<12xf32> -> tensor<2x6xf32>
// CHECK: tt.load {{.*}} : tensor<18x!tt.ptr<f32>>
// CHECK: tt.dot {{.*}} : tensor<2x6xf32> * tensor<6x3xf32> -> tensor<2x3xf32>
// CHECK: arith.constant 6 : i32
// CHECK: tt.store {{.*}} : tensor<6x!tt.ptr<f32>>
// CHECK-LABEL: tt.func public @main_k1_input_reduce_fusion(
// CHECK: tt.load {{.*}} : tensor<3x!tt.ptr<f32>>
// CHECK: tt.load {{.*}} : tensor<6x!tt.ptr<f32>>
// CHECK: arith.maximumf {{.*}} : tensor<2x3xf32>
// CHECK: "tt.reduce"({{.*}}) <{axis = 1 : i32}>
// CHECK: arith.addf {{.*}} : f32
// CHECK: tt.store {{.*}} : tensor<6x!tt.ptr<f32>>
// CHECK: tt.store {{.*}} : tensor<2x!tt.ptr<f32>>

// A sort has no tile form: its kernel stays on the host, interpreted.
// REMARK: remark: [convert-to-tt] missed: 'stablehlo.sort' kernel sorted_k0_stablehlo_sort stays on the host: 'stablehlo.sort' has no tile form here
func.func @sorted(%v: tensor<5xf32>) -> tensor<5xf32> {
  %r = "stablehlo.sort"(%v) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %lt = stablehlo.compare LT, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}
