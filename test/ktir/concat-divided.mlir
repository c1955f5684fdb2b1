// A concatenation along the dimension the cores divide: each core
// concatenates its operands whole along it (they are read whole there) and
// keeps its own run of rows. Expected: numpy's concatenate([x, y]) * 2.
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: ir-run %t.mlir --entry main --arg arg0=%S/Inputs/concat_x.npy --arg arg1=%S/Inputs/concat_y.npy --arg arg2=zeros:64x40:f32 --arg arg3=zeros:4096:f32 --out-dir %t.out --check arg2=%S/Inputs/concat_z.npy | FileCheck %s
// IR: func.func @main_k0_{{.*}}attributes {grid = [{{[2-9]|[1-9][0-9]+}}]
// IR: tensor.concat dim(0)
// IR: tensor.extract_slice {{.*}} : tensor<64x40xf32> to tensor<{{[0-9]+}}x40xf32>
// CHECK: check arg2: ok
func.func @main(%x: tensor<24x40xf32>, %y: tensor<40x40xf32>) -> tensor<64x40xf32> {
  %c = stablehlo.concatenate %x, %y, dim = 0 : (tensor<24x40xf32>, tensor<40x40xf32>) -> tensor<64x40xf32>
  %two = stablehlo.constant dense<2.0> : tensor<64x40xf32>
  %r = stablehlo.multiply %c, %two : tensor<64x40xf32>
  return %r : tensor<64x40xf32>
}
