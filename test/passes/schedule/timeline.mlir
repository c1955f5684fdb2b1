// The schedule: kernels one after another, each for its roofline time;
// the timeline as a Chrome trace.
// RUN: ir-opt --fuse --tile=spyre --schedule %s | FileCheck %s
// RUN: ir-opt --fuse --tile=spyre --schedule-trace=%t.json %s > /dev/null
// RUN: FileCheck %s --check-prefix=TRACE < %t.json
// RUN: ir-opt --fuse --tile=spyre --report=json %s | FileCheck %s --check-prefix=JSON
//
// By hand, on Spyre (150 GB/s; 65.536 TFLOP/s):
// Fusion visits the softmax's divide first: the whole elementwise
// epilogue (every use of it is in that kernel) joins the softmax, and the
// dot_general stays a kernel of its own (a kernel holding a reduction takes
// no contraction). The bytes are the same as with the epilogue on the
// GEMM:
// 1. the dot_general moves x, w and its 128x512 f32 result: 131072 +
//    524288 + 262144 = 917504 B: 6.116693 us (its 33554432 flops take
//    0.512 us);
// 2. the epilogue and softmax read the dot's result and b and write y:
//    262144 + 2048 + 262144 = 526336 B: 3.508907 us, starting when the
//    dot ends.
// Total 1443840 B in 9.625600 us.
// CHECK: module attributes {hlo.target = "spyre", hlo.total_time_us = 9.6256{{[0-9e+]*}} : f64
// CHECK: stablehlo.dot_general {{.*}}hlo.start_us = 0.000000e+00 : f64{{.*}}hlo.time_us = 6.11669{{[0-9]*}} : f64
// CHECK: hlo.fusion <input> "input_divide_fusion"{{.*}}hlo.start_us = 6.11669{{[0-9]*}} : f64{{.*}}hlo.time_us = 3.50890{{[0-9]*}} : f64
// TRACE: "traceEvents"
// TRACE: {"name":"stablehlo.dot_general","cat":"op","ph":"X","ts":0,"dur":6.11669
// TRACE: {"name":"input_divide_fusion","cat":"input","ph":"X","ts":6.11669
// JSON: "bytes_accessed": 1443840,
// JSON-NEXT: "stored_bytes_accessed": 1443840,
// JSON-NEXT: "time_estimate_us": 9.6256
func.func @block(%x: tensor<128x256xf32>, %w: tensor<256x512xf32>, %b: tensor<512xf32>) -> tensor<64x1024xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<128x256xf32>, tensor<256x512xf32>) -> tensor<128x512xf32>
  %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<512xf32>) -> tensor<128x512xf32>
  %2 = stablehlo.add %0, %1 : tensor<128x512xf32>
  %3 = stablehlo.tanh %2 : tensor<128x512xf32>
  %4 = stablehlo.multiply %2, %3 : tensor<128x512xf32>
  %v = stablehlo.reshape %4 : (tensor<128x512xf32>) -> tensor<64x1024xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.reduce(%v init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<64xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<64xf32>) -> tensor<64x1024xf32>
  %d = stablehlo.subtract %v, %mb : tensor<64x1024xf32>
  %e = stablehlo.exponential %d : tensor<64x1024xf32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<64xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<64xf32>) -> tensor<64x1024xf32>
  %y = stablehlo.divide %e, %sb : tensor<64x1024xf32>
  return %y : tensor<64x1024xf32>
}
