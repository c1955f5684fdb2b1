// Spyre's matmul reads B sticked on N with its K rows padded to whole
// sticks (torch-spyre's padding.py: zero rows, so B's K matches A's K,
// which the stick layout pads anyway). Figures by hand.
// RUN: ir-opt --fuse --tile=spyre --report=json %s | FileCheck %s
//
// f16, 64 elements a stick. A 100x150: K=150 is A's stick dimension,
// stored 100x192 (1 - 150/192 = 21.875% padding). B 150x200: N=200 in
// whole sticks (256), K=150 rows padded to 192: 192x256 = 49152 stored
// for 30000 logical, 1 - 30000/49152 = 0.3896484375. The output 100x200
// is stored 100x256.
// Stored bytes: 100x192x2 + 49152x2 + 100x256x2 = 38400 + 98304 + 51200
// = 187904; logical: 30000 + 60000 + 40000 = 130000.
// Work division: the output has 100 rows and 4 sticks; 100 first, by its
// largest divisor within 32 cores: 25. One core: A 4x192 (1536 B), all of
// B as stored (98304 B), the output 4x256 (2048 B): 101888 B on chip.
// CHECK: "bytes_accessed": 130000,
// CHECK-NEXT: "stored_bytes_accessed": 187904,
// CHECK: "cores": 25,
// CHECK-NEXT: "time_steps": 1,
// CHECK-NEXT: "onchip_bytes": 101888,
// CHECK: "stored_shape": [
// CHECK-NEXT: 100,
// CHECK-NEXT: 192
// CHECK: "slice_bytes": 1536
// CHECK: "stored_shape": [
// CHECK-NEXT: 192,
// CHECK-NEXT: 256
// CHECK-NEXT: ],
// CHECK-NEXT: "stored_elements": 49152,
// CHECK-NEXT: "padding_fraction": 0.3896484375,
// CHECK-NEXT: "layout": "sticks(64), K rows padded",
// CHECK: "slice_bytes": 98304
// CHECK: "slice_bytes": 2048
func.func @mm(%a: tensor<100x150xf16>, %b: tensor<150x200xf16>) -> tensor<100x200xf16> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<100x150xf16>, tensor<150x200xf16>) -> tensor<100x200xf16>
  return %0 : tensor<100x200xf16>
}
