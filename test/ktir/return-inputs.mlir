// A program whose results are its input, a view of its input, and one
// value twice: the host function copies each such result to its address
// (a load and a store of the whole tensor) once the kernels have run.
// Expected: x, x flattened, x + x twice (numpy's, Inputs/ret_*.npy).
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=HOST < %t.mlir
// RUN: ir-run %t.mlir --entry main --arg arg0=%S/Inputs/ret_x.npy --arg arg1=zeros:4x64:f32 --arg arg2=zeros:256:f32 --arg arg3=zeros:4x64:f32 --arg arg4=zeros:4x64:f32 --arg arg5=zeros:16:f32 --out-dir %t.out --check arg1=%S/Inputs/ret_x.npy --check arg2=%S/Inputs/ret_r.npy --check arg3=%S/Inputs/ret_y.npy --check arg4=%S/Inputs/ret_y.npy | FileCheck %s
// HOST: call @main_k0
// HOST-COUNT-3: ktdp.load
// CHECK-COUNT-4: ok
func.func @main(%x: tensor<4x64xf32>) -> (tensor<4x64xf32>, tensor<256xf32>, tensor<4x64xf32>, tensor<4x64xf32>) {
  %r = stablehlo.reshape %x : (tensor<4x64xf32>) -> tensor<256xf32>
  %y = stablehlo.add %x, %x : tensor<4x64xf32>
  return %x, %r, %y, %y : tensor<4x64xf32>, tensor<256xf32>, tensor<4x64xf32>, tensor<4x64xf32>
}
