// ir-opt --dump-dir: every stage of the pipeline numbered from the input,
// the report, the fusion graph, the layouts and the schedule, and a page
// linking them; dump-check checks them independently (well-formed SVG,
// one box a kernel of report.json with its name and bytes, every link
// resolving) and lists the edges between kernels.
// RUN: rm -rf %t && ir-opt --fuse --layout --tile=spyre --schedule --dump-dir=%t %s -o %t.out.mlir
// RUN: ls %t | FileCheck %s --check-prefix=FILES
// RUN: dump-check %t --edges | FileCheck %s
// RUN: FileCheck %s --check-prefix=STAGE < %t/03-tile.mlir
// RUN: FileCheck %s --check-prefix=PAGE < %t/index.html
// On a TPU nothing stays on chip between kernels: the same edges go
// through memory.
// RUN: rm -rf %t.tpu && ir-opt --fuse --layout --tile=tpu-v5e --schedule --dump-dir=%t.tpu %s -o /dev/null
// RUN: dump-check %t.tpu --edges | FileCheck %s --check-prefix=TPU
//
// By hand (f32, 4 bytes an element), the tensors between kernels: the
// first product's 64x256 result (after its ReLU) read by the second
// product, 64 x 256 x 4 = 65536 bytes; the second product's 64x64
// result read by the kernel that takes its row maximum and subtracts
// it, 64 x 64 x 4 = 16384 bytes (read once as a kernel operand, though
// two of its ops use it). On Spyre both stay in the cores' LX between
// the kernels (the LX plan keeps them resident: 64 KiB and 16 KiB split
// over 32 cores fit), so both edges are drawn as on chip.
// FILES: 00-input.mlir
// FILES-NEXT: 01-fuse.mlir
// FILES-NEXT: 02-layout.mlir
// FILES-NEXT: 03-tile.mlir
// FILES-NEXT: 04-schedule.mlir
// FILES-NEXT: index.html
// FILES-NEXT: kernels.svg
// FILES-NEXT: layouts.svg
// FILES-NEXT: report.json
// FILES-NEXT: schedule.svg
// FILES-NEXT: trace.json
// CHECK: dump ok: 5 stages, 3 kernels, 2 edges, 3 well-formed svg
// CHECK-NEXT: edge output_maximum_fusion -> stablehlo.dot_general 65536 onchip
// CHECK-NEXT: edge stablehlo.dot_general -> input_subtract_fusion 16384 onchip
// TPU: dump ok: 5 stages, 3 kernels, 2 edges, 3 well-formed svg
// TPU-NEXT: edge output_maximum_fusion -> stablehlo.dot_general 65536 memory
// TPU-NEXT: edge stablehlo.dot_general -> input_subtract_fusion 16384 memory
// The stages keep the model's locations.
// STAGE: hlo.plan
// STAGE: loc("model.py":3:
// PAGE: <h2 id="stages">Stages</h2>
// PAGE: 00</span> <b>input</b>
// PAGE: <b>tile{target=spyre}</b>
// PAGE: <table class="sortable" id="kernel-table">
// PAGE: <g class="kernel" data-name="output_maximum_fusion"
func.func @two_layers(%x: tensor<64x128xf32>, %w1: tensor<128x256xf32>, %w2: tensor<256x64xf32>) -> tensor<64x64xf32> {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x256xf32>) -> tensor<64x256xf32> loc("model.py":2:5)
  %z = stablehlo.constant dense<0.0> : tensor<64x256xf32> loc("model.py":2:5)
  %r = stablehlo.maximum %h, %z : tensor<64x256xf32> loc("model.py":2:9)
  %o = stablehlo.dot_general %r, %w2, contracting_dims = [1] x [0] : (tensor<64x256xf32>, tensor<256x64xf32>) -> tensor<64x64xf32> loc("model.py":3:5)
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%o init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32> loc("model.py":4:5)
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<64xf32>) -> tensor<64x64xf32> loc("model.py":4:5)
  %d = stablehlo.subtract %o, %mb : tensor<64x64xf32> loc("model.py":4:9)
  return %d : tensor<64x64xf32>
}
