// Coarse tiling in time emitted as an scf.for: on a one-core target with a
// 12 KB LX (test/passes/fuse/Inputs/tiny-lx.target), tanh(x + y) over
// 64x64 f32 cannot hold its tensors at once, so `tile` cuts the rows in
// steps and the kernel walks them in a loop, loading and storing a step's
// tile each time. Run on the simulated Spyre against numpy.
// RUN: ir-opt --fuse=target=%S/../passes/fuse/Inputs/tiny-lx.target --tile --convert-to-ktir %s -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: ir-run %t.mlir --entry add_tanh --arg arg0=%S/Inputs/ctile_x.npy --arg arg1=%S/Inputs/ctile_y.npy --arg arg2=zeros:64x64:f32 --arg arg3=zeros:64:f32 --out-dir %t.out --check arg2=%S/Inputs/ctile_ref.npy --report --target %S/../passes/fuse/Inputs/tiny-lx.target | FileCheck %s --check-prefix=SIM
//
// By hand: each tensor is 64x64x4 = 16384 bytes; the usable LX is
// 16384 - 4096 = 12288. x, y and the result walk with the rows, two
// copies each when streamed: 6 x 16384 / t <= 12288 first holds at t = 8
// (t must divide the 64 rows): 8 steps of 8x64.
// CHECK-LABEL: func.func @add_tanh_k0_loop_tanh_fusion
// CHECK-SAME: attributes {grid = [1]
// CHECK: %[[STEPS:.*]] = arith.constant 8 : index
// CHECK: scf.for %[[S:.*]] = %{{.*}} to %[[STEPS]] step
// CHECK: %[[ROW:.*]] = arith.muli %[[S]], %{{.*}} : index
// CHECK: ktdp.construct_access_tile %{{.*}}[%[[ROW]], %{{.*}}] {{.*}} -> !ktdp.access_tile<8x64xindex>
// CHECK: math.tanh {{.*}} : tensor<8x64xf32>
// CHECK: ktdp.store {{.*}} : tensor<8x64xf32>, <8x64xindex>
// SIM: check arg2: ok
// On the simulated machine of the same target file: x, y and the result
// stream through the loop (a new origin each step: double-buffered),
// 3 x 2 x 8 x 64 x 4 = 12288 bytes, the whole usable LX.
// SIM: LX 12288 of 12288 usable bytes a core at most (core 0, fits); every split on a stick boundary
func.func @add_tanh(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = stablehlo.add %x, %y : tensor<64x64xf32>
  %1 = stablehlo.tanh %0 : tensor<64x64xf32>
  return %1 : tensor<64x64xf32>
}
