// A tensor the LX plan keeps on chip between kernels is emitted as a
// `ct_local` view at the plan's address: the writer stores its slice
// there, the next kernel loads it from there, and neither touches device
// memory for it. The simulated Spyre keeps each core's LX across the
// launches of one program run.
// RUN: ir-opt --tile=spyre --report=json %s | FileCheck %s --check-prefix=PLAN
// RUN: ir-opt --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: ir-run %t.mlir --entry chain --arg arg0=%S/Inputs/lx_x.npy --arg arg1=%S/Inputs/lx_y.npy --arg arg2=%S/Inputs/lx_z.npy --arg arg3=zeros:64x256:f16 --arg arg4=zeros:1:f32 --out-dir %t.out --check arg3=%S/Inputs/lx_ref.npy --rtol 1e-2 --atol 1e-2 --report | FileCheck %s --check-prefix=SIM
//
// By hand: f16 64x256 (4 sticks of 64 a row); the 64 rows outrank the 4
// sticks, so both kernels give each of 32 cores 2 rows: a 2x256 f16 slice,
// 1024 bytes. First fit: kernel 0's x at 0, y at 1024, the sum a at 2048;
// kernel 1's z at 0, its result at 1024, a still at 2048 (1024 f16
// elements in). Each kernel holds 3 x 1024 = 3072 bytes a core and moves
// 2 x 1024 x 32 = 65536 device bytes: 65536 / 1.5e11 s = 0.437 us.
// PLAN: "lx_resident_bytes": 65536,
// CHECK-LABEL: func.func @chain_k0_stablehlo_add
// CHECK: %[[A0:.*]] = arith.constant 1024 : index
// CHECK: ktdp.construct_memory_view %[[A0]], sizes: [2, 256], strides: [256, 1] {{.*}}memory_space = #ktdp.memory_space<ct_local>} : memref<2x256xf16>
// CHECK: ktdp.store
// CHECK-LABEL: func.func @chain_k1_stablehlo_multiply
// CHECK: %[[A1:.*]] = arith.constant 1024 : index
// CHECK: ktdp.construct_memory_view %[[A1]], sizes: [2, 256], strides: [256, 1] {{.*}}memory_space = #ktdp.memory_space<ct_local>} : memref<2x256xf16>
// CHECK: ktdp.load
// The host gives it no workspace: the only tensor between the kernels
// never leaves the LX.
// CHECK-LABEL: func.func @chain(
// CHECK-SAME: hlo.workspace_elements = 0 : i64
// SIM: check arg3: ok
// SIM: @chain_k0_stablehlo_add: latency estimate {{.*}} memory 0.437{{.*}}; schedule pass 0.437 us); LX 3072 of 1625344 usable bytes a core at most (core 0, fits); every split on a stick boundary
// SIM: @chain_k1_stablehlo_multiply: latency estimate {{.*}} memory 0.437{{.*}}; schedule pass 0.437 us); LX 3072 of 1625344 usable bytes a core at most (core 0, fits); every split on a stick boundary
func.func @chain(%x: tensor<64x256xf16>, %y: tensor<64x256xf16>, %z: tensor<64x256xf16>) -> tensor<64x256xf16> {
  %a = stablehlo.add %x, %y : tensor<64x256xf16>
  %b = stablehlo.multiply %a, %z : tensor<64x256xf16>
  return %b : tensor<64x256xf16>
}
