// A GEMM with its bias and a tanh epilogue compiled for Spyre and emitted
// as KTIR: one kernel (the epilogue fused into the GEMM), its arguments
// the program's inputs then its output, run on the simulated Spyre to
// numpy's result.
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s | FileCheck %s
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: ir-run %t.mlir --entry gemm_tanh_k0_output_multiply_fusion --arg arg0=%S/Inputs/gemm_x.npy --arg arg1=%S/Inputs/gemm_w.npy --arg arg2=%S/Inputs/gemm_b.npy --arg arg3=zeros:64x256:f32 --out-dir %t.out --check arg3=%S/Inputs/gemm_out_ref.npy --report | FileCheck %s --check-prefix=SIM
//
// By hand: the output is 64 rows of 256 f32 (8 sticks of 32); rows are the
// larger, split 32 ways (the largest divisor of 64 within 32 cores): each
// core computes 2 rows from a 2x128 slice of x, all of w and all of b.
// CHECK-LABEL: func.func @gemm_tanh_k0_output_multiply_fusion(%arg0: index, %arg1: index, %arg2: index, %arg3: index) attributes {grid = [32]
// CHECK: %[[PID:.*]] = ktdp.get_compute_tile_id : index
// CHECK: ktdp.construct_memory_view %arg0, sizes: [64, 128], strides: [128, 1]
// CHECK: %[[TWO:.*]] = arith.constant 2 : index
// CHECK: %[[ROW:.*]] = arith.muli %[[PID]], %[[TWO]] : index
// CHECK: ktdp.construct_access_tile %{{.*}}[%[[ROW]], %{{.*}}] {{.*}} -> !ktdp.access_tile<2x128xindex>
// CHECK: ktdp.load {{.*}} -> tensor<2x128xf32>
// CHECK: -> !ktdp.access_tile<128x256xindex>
// CHECK: -> !ktdp.access_tile<256xindex>
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<2x128xf32>, tensor<128x256xf32>)
// CHECK: linalg.broadcast ins(%{{.*}} : tensor<256xf32>) outs(%{{.*}} : tensor<2x256xf32>) dimensions = [0]
// CHECK: math.tanh {{.*}} : tensor<2x256xf32>
// CHECK: ktdp.construct_memory_view %arg3, sizes: [64, 256], strides: [256, 1]
// CHECK: ktdp.store {{.*}} : tensor<2x256xf32>, <2x256xindex>
// SIM: check arg3: ok
// A core's buffers: x 2x128 f32 (1024 bytes), all of w 128x256 (131072),
// all of b (1024) and its 2x256 output (2048): 135168 bytes.
// SIM: LX 135168 of 1625344 usable bytes a core at most (core 0, fits); every split on a stick boundary
func.func @gemm_tanh(%x: tensor<64x128xf32>, %w: tensor<128x256xf32>, %b: tensor<256xf32>) -> tensor<64x256xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x256xf32>) -> tensor<64x256xf32>
  %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<256xf32>) -> tensor<64x256xf32>
  %2 = stablehlo.add %0, %1 : tensor<64x256xf32>
  %3 = stablehlo.tanh %2 : tensor<64x256xf32>
  %4 = stablehlo.multiply %2, %3 : tensor<64x256xf32>
  return %4 : tensor<64x256xf32>
}
