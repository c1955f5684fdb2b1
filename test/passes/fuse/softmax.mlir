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

// With tiny-lx, each reduction is a kernel of its own and the
// elementwise work between them two loop kernels: 64x4 = 256 bytes of
// row maxima (or sums) plus 262144 in and 262144 out = 524544 each.
// TINY-LABEL: func.func @softmax
// TINY: stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.maximum
// TINY: hlo.fusion <loop> "loop_exponential_fusion"(%{{.*}}, %arg0) {bytes_accessed = 524544 : i64, flops = 131072 : i64}
// TINY: stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.add
// TINY: hlo.fusion <loop> "loop_divide_fusion"(%{{.*}}, %{{.*}}) {bytes_accessed = 524544 : i64, flops = 65536 : i64}

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
