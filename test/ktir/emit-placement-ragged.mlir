// A stick dimension that is not a whole number of sticks is not split:
// 100 f32 is 3.125 sticks of 32, so an equal share of whole sticks does
// not exist (the last would be ragged, which a static tile cannot hold).
// RUN: ir-opt --fuse --tile=spyre --report=json %s | FileCheck %s --check-prefix=PLAN
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: ir-run %t.mlir --entry scale --arg arg0=%S/Inputs/ragged_x.npy --arg arg1=%S/Inputs/ragged_y.npy --arg arg2=zeros:3x100:f32 --arg arg3=zeros:1:f32 --out-dir %t.out --check arg2=%S/Inputs/ragged_ref.npy --report | FileCheck %s --check-prefix=SIM
//
// By hand: the rows split 3 ways (3 cores); each core holds a row of x, y
// and the product, 100 f32 stored as 4 sticks: 3 x 512 = 1536 bytes. The
// program's arguments are the caller's row-major arrays (rows of 400
// bytes), so rows 1 and 2 of each of the 3 arrays start off a stick: 6.
// PLAN: "cores": 3,
// PLAN: "onchip_bytes": 1536,
// CHECK: attributes {grid = [3]
// CHECK: -> !ktdp.access_tile<1x100xindex>
// SIM: check arg2: ok
// SIM: LX 1536 of 1625344 usable bytes a core at most (core 0, fits); every split on a stick boundary, 6 rows off a stick
func.func @scale(%x: tensor<3x100xf32>, %y: tensor<3x100xf32>) -> tensor<3x100xf32> {
  %0 = stablehlo.multiply %x, %y : tensor<3x100xf32>
  return %0 : tensor<3x100xf32>
}
