// The graph-break report: ops without semantics (no interpreter kernel),
// counted, most frequent first, each with its locations in this file.
// RUN: ir-opt --report=unsupported %s | FileCheck %s
// RUN: not ir-opt --report=unsupported --report-fail %s > /dev/null
// RUN: ir-opt --report=unsupported --report-fail %S/Inputs/gpt2_block/model.mlir | FileCheck %s --check-prefix=NONE
// RUN: ir-opt --report=unsupported %S/Inputs/unsupported_op/model.mlir | FileCheck %s --check-prefix=IMPORTED
// RUN: not ir-opt --report=bogus %s 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: report.mlir: 4 of 8 ops have no semantics in tessera (3 kinds)
// CHECK-NEXT: torch.aten.erfinv{{ +}}2 {{.*}}report.mlir:[[@LINE+11]]:8, {{.*}}report.mlir:[[@LINE+12]]:8
// CHECK-NEXT: torch.aten.linalg_det{{ +}}1 {{.*}}report.mlir:[[@LINE+13]]:8
// CHECK-NEXT: torch.operator "aten.my_custom_op"{{ +}}1 {{.*}}report.mlir:[[@LINE+13]]:8
// NONE: gpt2_block/model.mlir: 0 of {{[0-9]+}} ops have no semantics in tessera (0 kinds)
// IMPORTED: model.mlir: {{[1-9][0-9]*}} of 33 ops have no semantics in tessera
// IMPORTED: torch.aten.sort{{ +}}1 {{.*}}model.mlir:35:25
// BAD: for the --report option: Cannot find option named 'bogus'!

func.func @f(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %0 = torch.aten.erfinv %x : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  %1 = torch.aten.erfinv %0 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  %false = torch.constant.bool false
  %d = torch.aten.linalg_det %1 : !torch.vtensor<[4],f32> -> !torch.vtensor<[],f32>
  %2 = torch.operator "aten.my_custom_op"(%1, %d) : (!torch.vtensor<[4],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[4],f32>
  %3 = torch.aten.tanh %2 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  return %3 : !torch.vtensor<[4],f32>
}
