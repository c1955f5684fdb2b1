// How a matmul too big for one core's on-chip memory is divided: across
// Spyre's 32 cores and in time, and in TPU VMEM blocks (figures by hand).
// RUN: ir-opt --fuse --tile=spyre %s | FileCheck %s --check-prefix=IR
// RUN: ir-opt --fuse --tile=spyre --report=json %s | FileCheck %s --check-prefix=SPYRE
// RUN: ir-opt --fuse --tile=tpu-v4 --report=json %s | FileCheck %s --check-prefix=V4
// RUN: ir-opt --fuse --tile=tpu-v5e --report=json %s | FileCheck %s --check-prefix=V5E
//
// A 1024x1024 by 1024x4096 f16 matmul.
// Spyre: the output's M is 1024 rows, its N 4096/64 = 64 sticks; M is the
// larger, and 32 (the largest divisor of 1024 within 32 cores) takes all
// the cores. One core's slices: A 32x1024 (65536 B), B whole (8388608 B),
// the output 32x4096 (262144 B): 8716288 B, more than the usable LX
// (1625344). Cut in time along N (64 sticks a core): B and the output
// walk with N and are streamed in two copies, A stays: with t steps the
// footprint is 65536 + 2x8388608/t + 2x262144/t; t = 8 gives 2228224,
// t = 16 gives 1146880, which fits: 16 steps.
// The LX plan (first fit, largest first): B's two 524288-byte halves at
// 0, A at 1048576, the output's two 16384-byte halves at 1114112.
// Time: 2x1024x4096x1024 = 8589934592 flops at 65.536 TFLOP/s = 131.072 us.

// IR: stablehlo.dot_general {{.*}}, hlo.plan = #hlo.plan<cores = 32, split = [32, 1], k_split = 1, time_steps = 16, time_dim = 1, onchip_bytes = 1146880, spill_bytes = 0, lx = [{offset = 1048576, bytes = 65536}, {offset = 0, bytes = 1048576, copies = 2}, {offset = 1114112, bytes = 32768, copies = 2}]>}

// SPYRE: "flops": 8589934592,
// SPYRE-NEXT: "time_estimate_us": 131.072,
// SPYRE-NEXT: "cores": 32,
// SPYRE-NEXT: "time_steps": 16,
// SPYRE-NEXT: "onchip_bytes": 1146880,
// SPYRE-NEXT: "spill_bytes": 0,
// SPYRE: "lx_plan": [
// SPYRE-NEXT: {
// SPYRE-NEXT: "tensor": "arg0",
// SPYRE-NEXT: "offset": 1048576,
// SPYRE-NEXT: "bytes": 65536,
// SPYRE-NEXT: "copies": 1,
// SPYRE: "tensor": "arg1",
// SPYRE-NEXT: "offset": 0,
// SPYRE-NEXT: "bytes": 1048576,
// SPYRE-NEXT: "copies": 2,
// SPYRE: "tensor": "result0",
// SPYRE-NEXT: "offset": 1114112,
// SPYRE-NEXT: "bytes": 32768,
// SPYRE-NEXT: "copies": 2,
// SPYRE: "slice_shape": [
// SPYRE-NEXT: 32,
// SPYRE-NEXT: 1024
// SPYRE-NEXT: ],
// SPYRE-NEXT: "slice_bytes": 65536
// SPYRE: "slice_bytes": 8388608
// SPYRE: "slice_bytes": 262144
// SPYRE: "what": "tiled each core's slice in 16 steps along output dimension 1",
// SPYRE-NEXT: "because": "the slice (8716288 bytes) exceeds onchip.usable_bytes (1625344); 16 double-buffered steps take 1146880 bytes"

// TPU v4 (16 MiB VMEM a TensorCore, two of them): a 1024x1024 block with
// K in 1024 needs 2x(1024x1024 + 1024x1024)x2 B of double-buffered
// operands, 1024x1024x4 B of f32 accumulator and 2x1024x1024x2 B of
// output: 16777216, exactly VMEM. 4 blocks, 2 a TensorCore; each core
// takes half of N (B's slice 1024x2048, 4194304 B). Compute-bound:
// 8589934592 / 275e12 = 31.236 us; the padded dimensions are all
// multiples of 128, so the MXU runs 100% useful products.
// V4: "flops": 8589934592,
// V4-NEXT: "time_estimate_us": 31.236
// V4-NEXT: "cores": 2,
// V4-NEXT: "time_steps": 2,
// V4-NEXT: "onchip_bytes": 16777216,
// V4-NEXT: "spill_bytes": 0,
// V4-NEXT: "matrix_unit_utilization": 1.0,
// V4: "slice_bytes": 4194304
// V4: "what": "blocked the output in 1024x1024 VMEM blocks, K in 1024",

// TPU v5e (128 MiB VMEM, one TensorCore): the whole 1024x4096 output is
// one block: 2x(1024x1024 + 1024x4096)x2 + 1024x4096x4 + 2x1024x4096x2 =
// 54525952 B. 8589934592 / 197e12 = 43.604 us.
// V5E: "flops": 8589934592,
// V5E-NEXT: "time_estimate_us": 43.603
// V5E-NEXT: "cores": 1,
// V5E-NEXT: "time_steps": 1,
// V5E-NEXT: "onchip_bytes": 54525952,
func.func @mm(%a: tensor<1024x1024xf16>, %b: tensor<1024x4096xf16>) -> tensor<1024x4096xf16> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<1024x1024xf16>, tensor<1024x4096xf16>) -> tensor<1024x4096xf16>
  return %0 : tensor<1024x4096xf16>
}
