// Spyre's matmul takes A sticked on K and B sticked on N, and a tensor is
// sticked on its innermost dimension: a PyTorch-style Linear, whose weight
// is [out, in] with K innermost, needs its weight re-stickified; a
// [K, N] weight does not.
// RUN: ir-opt --fuse --layout --tile=spyre --remarks %s 2>&1 >/dev/null | FileCheck %s
// CHECK: restickify.mlir:[[@LINE+3]]:8: remark: [layout] applied: 'stablehlo.dot_general' re-stickify B (operand 1) so its stick dimension is N {because = "Spyre's matmul takes A sticked on K and B on N, and a tensor is sticked on its innermost dimension (layout.stick_bytes)"}
// CHECK-NOT: re-stickify
func.func @linear(%x: tensor<64x768xf16>, %w: tensor<3072x768xf16>) -> tensor<64x3072xf16> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [1] : (tensor<64x768xf16>, tensor<3072x768xf16>) -> tensor<64x3072xf16>
  return %0 : tensor<64x3072xf16>
}
func.func @matmul(%x: tensor<64x768xf16>, %w: tensor<768x3072xf16>) -> tensor<64x3072xf16> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x768xf16>, tensor<768x3072xf16>) -> tensor<64x3072xf16>
  return %0 : tensor<64x3072xf16>
}
