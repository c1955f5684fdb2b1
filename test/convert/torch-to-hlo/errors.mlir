// An op without a conversion is a located error naming it, and nothing is
// printed. A dynamic shape is one too.
// RUN: not ir-opt --convert-torch-to-hlo --split-input-file %s 2>&1 > %t.out | FileCheck %s
// RUN: FileCheck %s --check-prefix=OUT < %t.out
// OUT-NOT: func.func
// OUT-NOT: stablehlo

// CHECK: errors.mlir:[[# @LINE + 2]]:8: error: failed to legalize operation 'torch.operator' (torch.aten.frobnicate)
func.func @unknown(%a: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %0 = torch.operator "torch.aten.frobnicate"(%a) : (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}

// -----

// CHECK: errors.mlir:[[# @LINE + 1]]:1: error: convert-torch-to-hlo: argument type '!torch.vtensor<[?],f32>' needs a static shape and a known dtype
func.func @dynamic(%a: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  return %a : !torch.vtensor<[?],f32>
}
