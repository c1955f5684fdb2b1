// The LX plan across kernels: a tensor written by one kernel and read by
// the next stays in each core's LX when both see the same per-core slice;
// a reader that divides the work differently reads it from device memory.
// RUN: ir-opt --tile=spyre %s | FileCheck %s --check-prefix=IR
// RUN: ir-opt --tile=spyre --report=json %s | FileCheck %s --check-prefix=JSON
// RUN: ir-run %s --entry chain --random-inputs --output %t.npy
// RUN: ir-opt --tile=spyre %s | ir-run - --entry chain --random-inputs --check %t.npy | FileCheck %s --check-prefix=SAME
//
// By hand. @chain: f16 64x2048 (64 elements a stick: 32 sticks a row).
// Each of the two kernels divides the 64 rows across the 32 cores (64
// rows outrank 32 sticks): a core's slice of each tensor is 2x2048 f16 =
// 8192 bytes. %a is read only by the multiply, with the same slice: one
// buffer from kernel 0 to kernel 1. First fit: kernel 0's x at 0, y at
// 8192, a at 16384; kernel 1's z at 0 (free: x and y are dead) and its
// result at 8192. %a is never stored nor loaded: 262144 bytes for the
// writer and 262144 for the reader leave the time estimate.
// IR-LABEL: func.func @chain
// IR: stablehlo.add {{.*}}hlo.plan = #hlo.plan<cores = 32, split = [32, 1], {{.*}}, lx = [{offset = 0, bytes = 8192}, {offset = 8192, bytes = 8192}, {offset = 16384, bytes = 8192, resident = [0, 1]}]>
// IR: stablehlo.multiply {{.*}}hlo.plan = #hlo.plan<cores = 32, {{.*}}, lx = [{offset = 16384, bytes = 8192, resident = [0, 1]}, {offset = 0, bytes = 8192}, {offset = 8192, bytes = 8192}]>
// JSON: "lx_resident_bytes": 524288,
// JSON: "name": "stablehlo.add",
// JSON: "lx_resident_bytes": 262144,
// JSON: "tensor": "result0",
// JSON-NEXT: "offset": 16384,
// JSON-NEXT: "bytes": 8192,
// JSON-NEXT: "copies": 1,
// JSON-NEXT: "lifetime": [
// JSON-NEXT: 0,
// JSON-NEXT: 1
// JSON-NEXT: ],
// JSON-NEXT: "resident": true
// JSON: "what": "kept result0 in LX across kernels",
// JSON: "name": "stablehlo.multiply",
// JSON: "lx_resident_bytes": 262144,
func.func @chain(%x: tensor<64x2048xf16>, %y: tensor<64x2048xf16>, %z: tensor<64x2048xf16>) -> tensor<64x2048xf16> {
  %a = stablehlo.add %x, %y : tensor<64x2048xf16>
  %b = stablehlo.multiply %a, %z : tensor<64x2048xf16>
  return %b : tensor<64x2048xf16>
}

// @rows: the reduction over rows leaves 64 f32 maxima (2 sticks of 32):
// it runs on 2 cores, and the broadcast after it on 32: their slices of
// %m differ, so %m goes through device memory (no lx_resident).
// IR-LABEL: func.func @rows
// IR: stablehlo.reduce{{.*}}hlo.plan = #hlo.plan<cores = 2,
// IR-NOT: resident
// IR: return
func.func @rows(%x: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<64xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<64xf32>) -> tensor<64x1024xf32>
  return %mb : tensor<64x1024xf32>
}
// SAME: check 0: ok
