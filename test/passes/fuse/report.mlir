// --report=json prints the kernels instead of the IR: the target, the
// bytes before and after fusion, each kernel's bytes, flops, roofline time
// and the decisions behind it.
// RUN: ir-opt --fuse=target=spyre --tile --report=json %s | FileCheck %s
// RUN: ir-opt --fuse=target=tpu-v5e --tile --report=table %s | FileCheck %s --check-prefix=TABLE
//
// Unfused, by hand (f32; every op its own kernel, operands plus results):
//   dot_general  131072 + 524288 + 262144 = 917504
//   broadcast    2048 + 262144            = 264192
//   add          3 x 262144               = 786432
//   tanh         2 x 262144               = 524288
//   multiply     3 x 262144               = 786432
//   total                                   3278848
// Fused: one kernel reading x, w, b and writing the result: 919552.
// Stored in Spyre's sticks (32 f32 each) nothing is padded: 256, 512 and
// 512 are whole sticks, so the stored bytes are the same.
// Spyre's time: the kernel is bound by memory, 919552 B / 150 GB/s =
// 6.130 us (its 33751040 flops at the 65.5 TFLOP/s fp16 rate take 0.52 us).

// CHECK: "target": "spyre",
// CHECK-NEXT: "unfused_bytes_accessed": 3278848,
// CHECK-NEXT: "unfused_hlo_bytes_accessed": 3278848,
// CHECK-NEXT: "bytes_accessed": 919552,
// CHECK-NEXT: "stored_bytes_accessed": 919552,
// CHECK: "name": "output_multiply_fusion",
// CHECK-NEXT: "kind": "output",
// CHECK: "bytes_accessed": 919552,
// CHECK-NEXT: "stored_bytes_accessed": 919552,
// CHECK-NEXT: "flops": 33751040,
// CHECK-NEXT: "time_estimate_us": 6.13034
// CHECK: "what": "fused 'stablehlo.dot_general'",
// CHECK-NEXT: "because": "one contraction a kernel, with its elementwise epilogue; every use is in the kernel"
// CHECK: "what": "kind output",

// TPU v5e: 919552 B / 819 GB/s = 1.123 us.
// TABLE: target: tpu-v5e
// TABLE: bytes accessed: 919552 (unfused: 3278848 as written, 3278848 as StableHLO ops)
// TABLE: output_multiply_fusion output 919552 33751040 1.123
func.func @gemm_bias_act(%x: tensor<128x256xf32>, %w: tensor<256x512xf32>, %b: tensor<512xf32>) -> tensor<128x512xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<128x256xf32>, tensor<256x512xf32>) -> tensor<128x512xf32>
  %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<512xf32>) -> tensor<128x512xf32>
  %2 = stablehlo.add %0, %1 : tensor<128x512xf32>
  %3 = stablehlo.tanh %2 : tensor<128x512xf32>
  %4 = stablehlo.multiply %2, %3 : tensor<128x512xf32>
  return %4 : tensor<128x512xf32>
}
