// A bf16 batched dot_general (rank 3 against rank 2, as JAX writes a
// projection of [batch, seq, d]) on Spyre: its linalg.generic accumulates
// in f32 and rounds to bf16 once, as Spyre's f32 accumulation (and the
// 2-D linalg.matmul) does, and as the interpreter computes it: equal bit
// for bit. Accumulating in bf16 rounded at every step of the 64-long sum
// (off by up to 6e-2: a bf16 LLaMA block gave wrong numbers).
// RUN: ir-run %s --output %t.npy > /dev/null
// RUN: ir-opt --fuse --tile=spyre --convert-to-ktir %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=KTIR < %t.mlir
// RUN: ir-run %t.mlir --entry main --arg arg0=zeros:2x8x32:bf16 --arg arg1=zeros:65536:f64 --check arg0=%t.npy --rtol 0 --atol 0 | FileCheck %s
// KTIR: arith.mulf {{.*}} : f32
// KTIR: arith.truncf {{.*}} to tensor<{{.*}}xbf16>
// CHECK: check arg0: ok: max abs err 0.000e0
func.func @main() -> tensor<2x8x32xbf16> {
  %a = stablehlo.iota dim = 2 : tensor<2x8x64xf32>
  %b = stablehlo.iota dim = 1 : tensor<2x8x64xf32>
  %ab = stablehlo.add %a, %b : tensor<2x8x64xf32>
  %c = stablehlo.constant dense<0.37> : tensor<2x8x64xf32>
  %t = stablehlo.multiply %ab, %c : tensor<2x8x64xf32>
  %s = stablehlo.sine %t : tensor<2x8x64xf32>
  %x = stablehlo.convert %s : (tensor<2x8x64xf32>) -> tensor<2x8x64xbf16>
  %p = stablehlo.iota dim = 0 : tensor<64x32xf32>
  %q = stablehlo.iota dim = 1 : tensor<64x32xf32>
  %pq = stablehlo.multiply %p, %q : tensor<64x32xf32>
  %k = stablehlo.constant dense<0.11> : tensor<64x32xf32>
  %u = stablehlo.multiply %pq, %k : tensor<64x32xf32>
  %v = stablehlo.cosine %u : tensor<64x32xf32>
  %w = stablehlo.convert %v : (tensor<64x32xf32>) -> tensor<64x32xbf16>
  %d = stablehlo.dot_general %x, %w, contracting_dims = [2] x [0] : (tensor<2x8x64xbf16>, tensor<64x32xbf16>) -> tensor<2x8x32xbf16>
  return %d : tensor<2x8x32xbf16>
}
