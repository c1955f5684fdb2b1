// A boolean converts to 1.0 where true on Spyre, as StableHLO defines
// `convert` (i1 counts as unsigned; a signed conversion made true -1.0,
// so a masked sum came out negated). y = 8·(x > 0) - (x > 0 as f32): 7
// where x > 0, else 0 (numpy's, Inputs/bool_mask_y.npy).
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: ir-run %t.mlir --entry main --arg arg0=%S/Inputs/bool_mask_x.npy --arg arg1=zeros:2x64:f32 --arg arg2=zeros:256:f32 --out-dir %t.out --check arg1=%S/Inputs/bool_mask_y.npy | FileCheck %s
// IR: arith.uitofp
// IR-NOT: arith.sitofp
// CHECK: check arg1: ok
func.func @main(%x: tensor<2x64xf32>) -> tensor<2x64xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<2x64xf32>
  %eight = stablehlo.constant dense<8.0> : tensor<2x64xf32>
  %m = stablehlo.compare GT, %x, %z, FLOAT : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xi1>
  %f = stablehlo.convert %m : (tensor<2x64xi1>) -> tensor<2x64xf32>
  %g = stablehlo.convert %m : (tensor<2x64xi1>) -> tensor<2x64xf32>
  %a = stablehlo.multiply %f, %eight : tensor<2x64xf32>
  %y = stablehlo.subtract %a, %g : tensor<2x64xf32>
  return %y : tensor<2x64xf32>
}
