// convert-to-tt: every op of a tile kernel carries the location of what
// it comes from, so a kernel reads back to its source lines. The
// function, its arguments and its scaffolding (program id, ranges, each
// program's offset) take the kernel's location (a fusion's: the fused
// location of its ops); an operand's load that of the op reading it
// first; a result's store that of the op making it; what an op becomes,
// that op's; a reduction's combiner, the reduce's.
// RUN: ir-opt --fuse --tile=%S/Inputs/cpu2.target --convert-to-tt --mlir-print-debuginfo %s -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// Every op inside the kernels is located, and stays so when the output
// is read back and printed again.
// RUN: python3 %S/../../scripts/kernel-locations.py --source %s --min 100 %t.mlir | FileCheck %s --check-prefix=SHARE
// RUN: ir-opt --mlir-print-debuginfo %t.mlir -o %t.again.mlir
// RUN: python3 %S/../../scripts/kernel-locations.py --source %s --min 100 %t.again.mlir | FileCheck %s --check-prefix=SHARE
// SHARE: kernel ops: 64, located in the source: 64 (100.00%)

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

// The source lines: the matmul (its own kernel), then the fusion's bias
// broadcast, add, zero broadcast, maximum and row sum, and the fusion's
// location made of them.
// CHECK: #[[DOT:loc[0-9]+]] = loc("{{.*}}convert-to-tt-locations.mlir":19:8)
// CHECK-NEXT: #[[BIAS:loc[0-9]+]] = loc("{{.*}}convert-to-tt-locations.mlir":20:9)
// CHECK-NEXT: #[[ADD:loc[0-9]+]] = loc("{{.*}}convert-to-tt-locations.mlir":21:8)
// CHECK-NEXT: #[[ZERO:loc[0-9]+]] = loc("{{.*}}convert-to-tt-locations.mlir":22:8)
// CHECK-NEXT: #[[MAX:loc[0-9]+]] = loc("{{.*}}convert-to-tt-locations.mlir":23:8)
// CHECK-NEXT: #[[SUM:loc[0-9]+]] = loc("{{.*}}convert-to-tt-locations.mlir":24:8)
// CHECK-NEXT: #[[FUSED:loc[0-9]+]] = loc(fused[#[[BIAS]], #[[ADD]], #[[ZERO]], #[[MAX]], #[[SUM]]])
//
// Each launch where its kernel was.
// CHECK: hlo.launch @main_k0_stablehlo_dot_general({{.*}} loc(#[[DOT]])
// CHECK: hlo.launch @main_k1_input_reduce_fusion({{.*}} loc(#[[FUSED]])
//
// The matmul's kernel is the one op: everything is at its line.
// CHECK-LABEL: tt.func public @main_k0_stablehlo_dot_general(
// CHECK-SAME: !tt.ptr<f32> loc("{{.*}}convert-to-tt-locations.mlir":19:8)
// CHECK: tt.get_program_id x : i32 loc(#[[DOT]])
// CHECK: tt.load {{.*}} : tensor<12x!tt.ptr<f32>> loc(#[[DOT]])
// CHECK: tt.load {{.*}} : tensor<18x!tt.ptr<f32>> loc(#[[DOT]])
// CHECK: tt.dot {{.*}} loc(#[[DOT]])
// CHECK: tt.store {{.*}} : tensor<6x!tt.ptr<f32>> loc(#[[DOT]])
// CHECK: tt.return loc(#[[DOT]])
// CHECK-NEXT: } loc(#[[DOT]])
//
// The fusion: its scaffolding at the fused location; b loaded where the
// broadcast reads it, x·w where the add does; y stored at the maximum's
// line and s at the row sum's, whose combiner is there too.
// CHECK-LABEL: tt.func public @main_k1_input_reduce_fusion(
// CHECK: tt.get_program_id x : i32 loc(#[[FUSED]])
// CHECK: tt.make_range {end = 3 : i32, start = 0 : i32} : tensor<3xi32> loc(#[[FUSED]])
// CHECK: tt.load {{.*}} : tensor<3x!tt.ptr<f32>> loc(#[[BIAS]])
// CHECK: tt.broadcast {{.*}} loc(#[[BIAS]])
// CHECK: arith.muli {{.*}} : i32 loc(#[[FUSED]])
// CHECK: tt.load {{.*}} : tensor<6x!tt.ptr<f32>> loc(#[[ADD]])
// CHECK: arith.addf {{.*}} : tensor<2x3xf32> loc(#[[ADD]])
// CHECK: tt.splat {{.*}} loc(#[[ZERO]])
// CHECK: arith.maximumf {{.*}} loc(#[[MAX]])
// CHECK: "tt.reduce"
// CHECK-NEXT: ^bb0({{.*}}: f32 loc("{{.*}}convert-to-tt-locations.mlir":24:8), {{.*}}: f32 loc("{{.*}}convert-to-tt-locations.mlir":24:8)):
// CHECK-NEXT: arith.addf {{.*}} : f32 loc(#[[SUM]])
// CHECK-NEXT: tt.reduce.return {{.*}} loc(#[[SUM]])
// CHECK-NEXT: }) : (tensor<2x3xf32>) -> tensor<2xf32> loc(#[[SUM]])
// CHECK: tt.store {{.*}} : tensor<6x!tt.ptr<f32>> loc(#[[MAX]])
// CHECK: tt.store {{.*}} : tensor<2x!tt.ptr<f32>> loc(#[[SUM]])
// CHECK: tt.return loc(#[[FUSED]])
// CHECK-NEXT: } loc(#[[FUSED]])
