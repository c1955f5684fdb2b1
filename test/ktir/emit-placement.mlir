// Must-show 3 of the KTIR emission: the emitted kernel respects the
// target. The simulated Spyre measures, on every core, the LX buffer each
// load and store needs (the tile as stored, its innermost dimension in
// whole 128-byte sticks; twice if a loop streams it) and whether a tile
// splits the innermost dimension off a stick; `tile`'s report must say
// the same.
// RUN: ir-opt --fuse --tile=spyre --report=json %s | FileCheck %s --check-prefix=PLAN
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: ir-run %t.mlir --entry add --arg arg0=%S/Inputs/place_x.npy --arg arg1=%S/Inputs/place_y.npy --arg arg2=zeros:2x2048:f16 --arg arg3=zeros:1:f32 --out-dir %t.out --check arg2=%S/Inputs/place_ref.npy --report | FileCheck %s --check-prefix=SIM
//
// By hand: the output is 2 rows of 2048 f16, 32 sticks of 64 a row. The
// rows (2) are fewer than the columns in sticks (32), so the columns split
// first: 32 cores, one stick each (columns 64c..64c+63), and no core is
// left for the rows. A core holds x, y and the sum as 2x64 f16 tiles:
// 3 x 2 x 64 x 2 = 768 bytes, of a usable LX of
// round_up(128, (2097152 - 65536) x 0.8) = 1625344.
// PLAN: "cores": 32,
// PLAN: "onchip_bytes": 768,
// CHECK: attributes {grid = [32]
// CHECK: %[[C64:.*]] = arith.constant 64 : index
// CHECK: %[[COL:.*]] = arith.muli %{{.*}}, %[[C64]] : index
// CHECK: ktdp.construct_access_tile %{{.*}}[%c0, %[[COL]]] {{.*}} -> !ktdp.access_tile<2x64xindex>
// SIM: check arg2: ok
// SIM: @add_k0_stablehlo_add: {{.*}}; LX 768 of 1625344 usable bytes a core at most (core 0, fits); every split on a stick boundary
func.func @add(%x: tensor<2x2048xf16>, %y: tensor<2x2048xf16>) -> tensor<2x2048xf16> {
  %0 = stablehlo.add %x, %y : tensor<2x2048xf16>
  return %0 : tensor<2x2048xf16>
}
