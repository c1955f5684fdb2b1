// cf's custom syntax as mlir-opt 22 prints it: successor operands, branch
// weights, switch cases (a negative case value prints as its unsigned
// value in the flag's width), and the generic form's operand segments.
// RUN: ir-opt %s | FileCheck %s
// RUN: ir-opt %s | ir-opt | FileCheck %s
// RUN: ir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ mlir-opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC %}

func.func @f(%a: i32, %c: i1, %x: f32) -> i32 {
  cf.assert %c, "msg \"q\""
  cf.br ^bb1(%a, %x : i32, f32)
^bb1(%p: i32, %q: f32):
  cf.cond_br %c, ^bb2(%p : i32), ^bb3
^bb2(%r: i32):
  cf.cond_br %c weights([1, 2]), ^bb3, ^bb4(%r, %a : i32, i32) {t.x}
^bb3:
  cf.switch %a : i32, [
    default: ^bb4(%a, %a : i32, i32),
    5: ^bb3,
    -1: ^bb4(%p, %a : i32, i32)
  ]
^bb4(%s: i32, %t: i32):
  cf.switch %a : i32, [
    default: ^bb5
  ]
^bb5:
  return %a : i32
}

// CHECK:      cf.assert %arg1, "msg \22q\22"
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg2 : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT:   cf.cond_br %arg1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:   cf.cond_br %arg1 weights([1, 2]), ^bb3, ^bb4(%2, %arg0 : i32, i32) {t.x}
// CHECK-NEXT: ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb4(%arg0, %arg0 : i32, i32),
// CHECK-NEXT:     5: ^bb3,
// CHECK-NEXT:     4294967295: ^bb4(%0, %arg0 : i32, i32)
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb4(%3: i32, %4: i32):  // 3 preds: ^bb2, ^bb3, ^bb3
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb5]
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT:   return %arg0 : i32

// GENERIC:      "cf.assert"(%arg1) <{msg = "msg \22q\22"}> : (i1) -> ()
// GENERIC-NEXT: "cf.br"(%arg0, %arg2)[^bb1] : (i32, f32) -> ()
// GENERIC:      "cf.cond_br"(%arg1, %0)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// GENERIC:      "cf.cond_br"(%arg1, %2, %arg0)[^bb3, ^bb4] <{branch_weights = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 0, 2>}> {t.x} : (i1, i32, i32) -> ()
// GENERIC:      "cf.switch"(%arg0, %arg0, %arg0, %0, %arg0)[^bb4, ^bb3, ^bb4] <{case_operand_segments = array<i32: 0, 2>, case_values = dense<[5, -1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 2, 2>}> : (i32, i32, i32, i32, i32) -> ()
// GENERIC:      "cf.switch"(%arg0)[^bb5] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
