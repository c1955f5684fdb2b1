// A row softmax compiled for Spyre and emitted as KTIR: one persistent
// kernel (reductions and elementwise ops on each core's rows), run on the
// simulated Spyre to numpy's result.
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s | FileCheck %s
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: ir-run %t.mlir --entry softmax_k0_input_divide_fusion --arg arg0=%S/Inputs/esoftmax_x.npy --arg arg1=zeros:64x1024:f32 --out-dir %t.out --check arg1=%S/Inputs/esoftmax_y_ref.npy | FileCheck %s --check-prefix=SIM
//
// By hand: 64 rows of 1024 f32 (32 sticks); rows split 32 ways, 2 a core;
// the reductions run over each core's whole rows (a reduced dimension is
// never split).
// CHECK-LABEL: func.func @softmax_k0_input_divide_fusion(%arg0: index, %arg1: index) attributes {grid = [32]
// CHECK: -> !ktdp.access_tile<2x1024xindex>
// CHECK: linalg.reduce ins(%{{.*}} : tensor<2x1024xf32>) outs(%{{.*}} : tensor<2xf32>) dimensions = [1]
// CHECK: arith.maximumf
// CHECK: math.exp {{.*}} : tensor<2x1024xf32>
// CHECK: arith.addf
// CHECK: arith.divf {{.*}} : tensor<2x1024xf32>
// CHECK: ktdp.store {{.*}} : tensor<2x1024xf32>, <2x1024xindex>
// SIM: check arg1: ok
func.func @softmax(%x: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<64xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<64xf32>) -> tensor<64x1024xf32>
  %d = stablehlo.subtract %x, %mb : tensor<64x1024xf32>
  %e = stablehlo.exponential %d : tensor<64x1024xf32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<64xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<64xf32>) -> tensor<64x1024xf32>
  %y = stablehlo.divide %e, %sb : tensor<64x1024xf32>
  return %y : tensor<64x1024xf32>
}
