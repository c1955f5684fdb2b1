// A softmax whose rows fit on chip is one persistent `input` kernel; with
// an LX too small for a row, the reductions stay the roots of their own
// kernels.
// RUN: ir-opt --fuse=target=spyre %s | FileCheck %s --check-prefix=SPYRE
// RUN: ir-opt --fuse=target=%S/Inputs/tiny-lx.target %s | FileCheck %s --check-prefix=TINY
// RUN: ir-run %s --entry softmax --random-inputs --output %t.npy
// RUN: ir-opt --fuse=target=%S/Inputs/tiny-lx.target %s | ir-run - --entry softmax --random-inputs --check %t.npy | FileCheck %s --check-prefix=SAME
//
// By hand (f32, 64 rows of 1024): one row is 4096 bytes. The kernel holds
// a row of the operand and of each of its 7 results: 8 x 4096 = 32768
// bytes, within Spyre's usable LX (1625344) but not tiny-lx's 12288.
// Fused, the kernel reads x once and writes y once: 2 x 262144 = 524288
// bytes (the scalar constants are fused in and free). Flops: one an
// element for each reduction, the subtract, the exponential and the
// divide: 5 x 65536 = 327680.

// SPYRE-LABEL: func.func @softmax
// SPYRE: hlo.fusion <input> "input_divide_fusion"(%arg0) {bytes_accessed = 524288 : i64, flops = 327680 : i64}
// SPYRE-NOT: hlo.fusion

// With tiny-lx, the max-reduction stays a kernel of its own (its row
// cannot stay on chip with what follows); the sum-reduction roots an
// input kernel that also exports the exponentials the divide needs
// (multi-output fusion: that use comes after the kernel), and the divide
// is a loop kernel. By hand: the max reads x and its scalar init, writes
// 64 maxima: 262144 + 4 + 256 = 262404; the input kernel reads the maxima
// and x, writes the exponentials and the sums: 256 + 262144 + 262144 +
// 256 = 524800; the divide reads the sums and the exponentials and
// writes y: 256 + 262144 + 262144 = 524544.
// TINY-LABEL: func.func @softmax
// TINY: stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.maximum
// TINY: hlo.fusion <input> "input_reduce_fusion"(%{{.*}}, %arg0) {bytes_accessed = 524800 : i64, flops = 196608 : i64} : (tensor<64xf32>, tensor<64x1024xf32>) -> (tensor<64x1024xf32>, tensor<64xf32>)
// TINY: hlo.fusion <loop> "loop_divide_fusion"(%{{.*}}#1, %{{.*}}#0) {bytes_accessed = 524544 : i64, flops = 65536 : i64}


func.func @softmax(%x: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<64xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<64xf32>) -> tensor<64x1024xf32>
  %d = stablehlo.subtract %x, %mb : tensor<64x1024xf32>
  %e = stablehlo.exponential %d : tensor<64x1024xf32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<64xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<64xf32>) -> tensor<64x1024xf32>
  %y = stablehlo.divide %e, %sb : tensor<64x1024xf32>
  return %y : tensor<64x1024xf32>
}
// SAME: check 0: ok
