// A pad along a dimension the cores divide: each of the 32 cores pads the
// operand whole along it (a fill and an insertion) and keeps its share of
// rows. y = exp(pad(x, -1, rows 3 before and 1 after)): numpy's
// (Inputs/pad_y.npy).
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: ir-run %t.mlir --entry main --arg arg0=%S/Inputs/pad_x.npy --arg arg1=zeros:64x64:f32 --arg arg2=zeros:64:f32 --out-dir %t.out --check arg1=%S/Inputs/pad_y.npy | FileCheck %s
// IR: grid = [32]
// IR: tensor.insert_slice
// IR: tensor.extract_slice
// CHECK: check arg1: ok
func.func @main(%x: tensor<60x64xf32>) -> tensor<64x64xf32> {
  %z = stablehlo.constant dense<-1.0> : tensor<f32>
  %p = stablehlo.pad %x, %z, low = [3, 0], high = [1, 0], interior = [0, 0] : (tensor<60x64xf32>, tensor<f32>) -> tensor<64x64xf32>
  %e = stablehlo.exponential %p : tensor<64x64xf32>
  return %e : tensor<64x64xf32>
}
