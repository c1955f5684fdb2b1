// How many threads tile=cpu gives a kernel when waking one costs 5 us
// (compute.thread_wake_s): only as many as each stay busy longer than
// that, the kernel's roofline time on one core over the wake-up.
// RUN: ir-opt --fuse --tile=%S/Inputs/cpu2-wake.target --remarks %s -o /dev/null 2>&1 | FileCheck %s
// Without the price (the same machine, cpu2.target), both kernels split.
// RUN: ir-opt --fuse --tile=%S/../../tt/Inputs/cpu2.target %s | FileCheck %s --check-prefix=FREE
//
// By hand, the target's 20 GB/s and 2 cores of two AVX-512 FMA units at
// 3 GHz (2 x 2 x 16 x 3e9 = 192 GFLOP/s a core):
// @small adds two 4x8 f32: 3 x 128 B = 384 B / 2e10 B/s = 0.0192 us, 32
//   flops / 192e9 = 0.0002 us: 0.0192 / 5 < 1 thread is worth it: one.
// @large adds two 2048x1024 f32: 3 x 8388608 B = 25165824 B / 2e10 =
//   1258.3 us: 251 threads would be worth it, the target has 2. A row
//   of the three tensors is 3 x 1024 x 4 = 12288 B; half the 1 MiB L2
//   (524288 B) holds 42 of them: blocks of 42 rows, 1024 / 42 -> 25 steps.
// CHECK: remark: [tile] applied: 'stablehlo.add' one thread, 4 rows a block {because = "compute.cores = 2; a block fits onchip.usable_bytes (524288); a thread is worth waking for 5.0 us of work (compute.thread_wake_s), this kernel takes 0.02 us on one: 1 worth it"}
// CHECK: remark: [tile] applied: 'stablehlo.add' split the first dimension across 2 threads, 42 rows a block {because = "compute.cores = 2; a block fits onchip.usable_bytes (524288)"}
// FREE: hlo.plan = #hlo.plan<cores = 2, split = [2, 1], k_split = 1, time_steps = 1,
// FREE: hlo.plan = #hlo.plan<cores = 2, split = [2, 1], k_split = 1, time_steps = 25,
func.func @small(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.add %a, %b : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @large(%a: tensor<2048x1024xf32>, %b: tensor<2048x1024xf32>) -> tensor<2048x1024xf32> {
  %0 = stablehlo.add %a, %b : tensor<2048x1024xf32>
  return %0 : tensor<2048x1024xf32>
}
