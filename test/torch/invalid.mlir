// Shape and dtype rules of the torch ops with meaning: each error names the
// op, the operand or result and both shapes. The expected shapes are worked
// out by hand from PyTorch's rules (mm: [n,k] @ [k,m] -> [n,m]; broadcasting
// from the right; view keeps the element count; softmax on a dim in range).
// RUN: ir-opt --split-input-file --verify-diagnostics %s

func.func @mm_contracting(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[4,5],f32>) -> !torch.vtensor<[2,5],f32> {
  // expected-error @+1 {{'torch.aten.mm' op aten.mm: contracting dimensions differ ([2,3] @ [4,5]: 3 vs 4)}}
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[2,3],f32>, !torch.vtensor<[4,5],f32> -> !torch.vtensor<[2,5],f32>
  return %0 : !torch.vtensor<[2,5],f32>
}

// -----

func.func @mm_rank(%a: !torch.vtensor<[2,3,4],f32>, %b: !torch.vtensor<[4,5],f32>) -> !torch.vtensor<[2,5],f32> {
  // expected-error @+1 {{'torch.aten.mm' op operand #0 ('self') must have rank 2, but its shape is [2,3,4]}}
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[4,5],f32> -> !torch.vtensor<[2,5],f32>
  return %0 : !torch.vtensor<[2,5],f32>
}

// -----

func.func @mm_result(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<[2,6],f32> {
  // expected-error @+1 {{'torch.aten.mm' op result #0 has shape [2,6], but the operands give [2,5]}}
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,5],f32> -> !torch.vtensor<[2,6],f32>
  return %0 : !torch.vtensor<[2,6],f32>
}

// -----

func.func @add_broadcast(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[2,3],f32> {
  %int1 = torch.constant.int 1
  // expected-error @+1 {{'torch.aten.add.Tensor' op aten.add.Tensor: shapes [2,3] and [4] do not broadcast (dimension 1: 3 vs 4)}}
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}

// -----

// int32 tensor + float scalar: the scalar raises the category, so the
// result is the default float dtype, f32 (torch.result_type).
func.func @scalar_promotion(%a: !torch.vtensor<[2],si32>) -> !torch.vtensor<[2],si32> {
  %float = torch.constant.float 5.000000e-01
  %int1 = torch.constant.int 1
  // expected-error @+1 {{'torch.aten.add.Scalar' op result #0 has dtype si32, but the operands give f32}}
  %0 = torch.aten.add.Scalar %a, %float, %int1 : !torch.vtensor<[2],si32>, !torch.float, !torch.int -> !torch.vtensor<[2],si32>
  return %0 : !torch.vtensor<[2],si32>
}

// -----

func.func @view_numel(%a: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[4,2],f32> {
  %int4 = torch.constant.int 4
  %int2 = torch.constant.int 2
  %0 = torch.prim.ListConstruct %int4, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{'torch.aten.view' op aten.view: size [4, 2] is invalid for operand #0 ('self') of shape [2,3] (6 elements)}}
  %1 = torch.aten.view %a, %0 : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[4,2],f32>
  return %1 : !torch.vtensor<[4,2],f32>
}

// -----

func.func @softmax_dim(%a: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  // expected-error @+1 {{'torch.aten._softmax' op aten._softmax: dimension 2 is out of range for a tensor of rank 2}}
  %0 = torch.aten._softmax %a, %int2, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}

// -----

func.func @embedding_float_indices(%w: !torch.vtensor<[10,4],f32>, %i: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3,4],f32> {
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  // expected-error @+1 {{'torch.aten.embedding' op operand #1 ('indices') must hold integers, not f32}}
  %0 = torch.aten.embedding %w, %i, %int-1, %false, %false : !torch.vtensor<[10,4],f32>, !torch.vtensor<[3],f32>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[3,4],f32>
  return %0 : !torch.vtensor<[3,4],f32>
}

// -----

func.func @var_mean_keepdim(%a: !torch.vtensor<[2,8],f32>) -> !torch.vtensor<[2],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  // expected-error @+1 {{'torch.aten.var_mean.correction' op result #0 has shape [2], but the operands give [2,1]}}
  %r0, %r1 = torch.aten.var_mean.correction %a, %0, %int0, %true : !torch.vtensor<[2,8],f32>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>
  return %r0 : !torch.vtensor<[2],f32>
}

// -----

func.func @expand_bad(%a: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,4],f32> {
  %int2 = torch.constant.int 2
  %int4 = torch.constant.int 4
  %0 = torch.prim.ListConstruct %int2, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %false = torch.constant.bool false
  // expected-error @+1 {{'torch.aten.expand' op expand: dimension 0 of size 3 cannot expand to 4}}
  %1 = torch.aten.expand %a, %0, %false : !torch.vtensor<[3],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,4],f32>
  return %1 : !torch.vtensor<[2,4],f32>
}
