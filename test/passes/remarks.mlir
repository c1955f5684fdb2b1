// Pass remarks: each decision a pass takes is recorded on the op it is
// about; `--remarks` prints them as diagnostics, so a test checks them with
// expected-remark. decompose records one remark per op it rewrites, naming
// the rule; an op it keeps gets none. sdpa's rule produces a softmax, which
// is decomposed in turn and remarked at the same location.
// RUN: ir-opt --decompose --remarks --verify-diagnostics %s
// RUN: ir-opt '--decompose=keep=softmax' --remarks --verify-diagnostics --split-input-file %S/Inputs/remarks-keep.mlir
// RUN: ir-opt --decompose --remarks %s -o /dev/null 2>&1 | FileCheck %s
// RUN: ir-opt --decompose %s -o /dev/null 2>&1 | count 0

// CHECK: remarks.mlir:[[@LINE+6]]:8: remark: [decompose] applied: 'torch.aten.softmax.int' decomposed {rule = "softmax"}
// CHECK: remarks.mlir:[[@LINE+12]]:8: remark: [decompose] applied: 'torch.aten.gelu' decomposed {rule = "gelu"}
func.func @softmax(%x: !torch.vtensor<[2,5],f32>) -> !torch.vtensor<[2,5],f32> {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  // expected-remark @+1 {{[decompose] applied: 'torch.aten.softmax.int' decomposed {rule = "softmax"}}}
  %0 = torch.aten.softmax.int %x, %int1, %none : !torch.vtensor<[2,5],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,5],f32>
  return %0 : !torch.vtensor<[2,5],f32>
}

func.func @gelu(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %str = torch.constant.str "none"
  // expected-remark @+1 {{[decompose] applied: 'torch.aten.gelu' decomposed {rule = "gelu"}}}
  %0 = torch.aten.gelu %x, %str : !torch.vtensor<[4],f32>, !torch.str -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

func.func @plain(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = torch.aten.exp %x : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
