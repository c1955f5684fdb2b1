// The layout each target stores a kernel's tensors in, and its padding
// (worked by hand below; the report's stored_shape, stored_elements and
// padding_fraction are the same figures).
// RUN: ir-opt --fuse=target=spyre --layout %s | FileCheck %s --check-prefix=SPYRE
// RUN: ir-opt --fuse=target=tpu-v5e --layout %s | FileCheck %s --check-prefix=TPU
// RUN: ir-opt --fuse=target=spyre --layout --tile --report=json %s | FileCheck %s --check-prefix=JSON
// RUN: ir-opt --fuse=target=spyre --layout --remarks %s 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
//
// x: 5x100x150 f16, exp then a sum over the innermost dimension.
// Spyre: a 128-byte stick holds 64 f16, so 150 is stored as 3 sticks,
// 192 (padding 42/192 = 21.875%); the sum over the stick dimension leaves
// one value a stick: 5x100 results take 5x(100x64) = 32000 elements for
// 500 values (padding 1 - 500/32000 = 98.4375%).
// TPU v5e: f16 is tiled (8,128)(2,1), 16 rows of 128: 100 -> 112 and
// 150 -> 256 for x (5x112x256 = 143360 stored for 75000: 47.68%); the
// 5x100 result: 5 -> 16, 100 -> 128.

// The program's input and result lie in device memory as the caller's
// dense rows (`dense_in_memory`); on chip, a core holds them in sticks.
// SPYRE: hlo.fusion <input> "input_reduce_fusion"(%arg0) {{{.*}}hlo.layouts = [#hlo.stored<shape = [5, 100, 192], sticks = 64, dense_in_memory>, #hlo.stored<shape = [5, 6400], sticks = 64, sparse, dense_in_memory>]}
// TPU: hlo.fusion <input> "input_reduce_fusion"(%arg0) {{{.*}}hlo.layouts = [#hlo.stored<shape = [5, 112, 256], tiles = {{\[\[}}8, 128], [2, 1]]>, #hlo.stored<shape = [16, 128], tiles = {{\[\[}}8, 128], [2, 1]]>]}

// Stored, the kernel moves 5x100x192x2 + 32000x2 = 256000 bytes for
// 151000 logical: the padding is reported apart.
// JSON: "bytes_accessed": 151000,
// JSON-NEXT: "stored_bytes_accessed": 256000,
// JSON: "shape": [
// JSON-NEXT: 5,
// JSON-NEXT: 100,
// JSON-NEXT: 150
// JSON: "stored_shape": [
// JSON-NEXT: 5,
// JSON-NEXT: 100,
// JSON-NEXT: 192
// JSON: "stored_elements": 96000,
// JSON-NEXT: "padding_fraction": 0.21875,
// JSON: "stored_elements": 32000,
// JSON-NEXT: "padding_fraction": 0.984375,

// REMARK: remark: [layout] applied: 'hlo.fusion' stored 5x100x150 as 5x100x192 (21.9% padding) {because = "layout.stick_bytes = 128: the stick dimension is stored in whole sticks"}
func.func @sum_exp(%x: tensor<5x100x150xf16>) -> tensor<5x100xf16> {
  %z = stablehlo.constant dense<0.0> : tensor<f16>
  %e = stablehlo.exponential %x : tensor<5x100x150xf16>
  %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [2] : (tensor<5x100x150xf16>, tensor<f16>) -> tensor<5x100xf16>
  return %s : tensor<5x100xf16>
}
