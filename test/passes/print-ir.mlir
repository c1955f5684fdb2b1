// IR dumps around passes, as mlir-opt 22 prints them to stderr.
// RUN: ir-opt --cse --mlir-print-ir-after-all %s 2>&1 >/dev/null | FileCheck %s --check-prefix=AFTER
// RUN: %if mlir-opt %{ mlir-opt --cse --mlir-print-ir-after-all %s 2>&1 >/dev/null | FileCheck %s --check-prefix=AFTER %}
// AFTER: // -----// IR Dump After CSE (cse) //----- //
// AFTER-NEXT: module {
// AFTER-NEXT:   func.func @f(%arg0: i32) -> i32 {
// AFTER-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// AFTER-NEXT:     %1 = arith.muli %0, %0 : i32
// AFTER-NEXT:     return %1 : i32
// AFTER-NEXT:   }
// AFTER-NEXT:   func.func @g() {
// AFTER-NEXT:     return
// AFTER-NEXT:   }
// AFTER-NEXT: }
// AFTER-EMPTY:
// AFTER-EMPTY:
// AFTER-NOT: IR Dump

// Nested pipelines dump the op they run on, function by function.
// RUN: ir-opt '--pass-pipeline=builtin.module(func.func(cse,cse{}),cse)' --mlir-print-ir-before=cse %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BEFORE
// RUN: %if mlir-opt %{ mlir-opt --mlir-disable-threading '--pass-pipeline=builtin.module(func.func(cse,cse{}),cse)' --mlir-print-ir-before=cse %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BEFORE %}
// BEFORE: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func @f(%arg0: i32) -> i32 {
// BEFORE-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// BEFORE-NEXT:   %1 = arith.addi %arg0, %arg0 : i32
// BEFORE: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func @f(%arg0: i32) -> i32 {
// BEFORE-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// BEFORE-NEXT:   %1 = arith.muli %0, %0 : i32
// BEFORE: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func @g() {
// BEFORE: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func @g() {
// BEFORE: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: module {
// BEFORE-NOT: IR Dump

// Only passes that changed something, with --mlir-print-ir-after-change.
// RUN: ir-opt '--pass-pipeline=builtin.module(func.func(cse))' --mlir-disable-threading --mlir-print-ir-after-all --mlir-print-ir-after-change %s 2>&1 >/dev/null | FileCheck %s --check-prefix=CHANGE
// RUN: %if mlir-opt %{ mlir-opt '--pass-pipeline=builtin.module(func.func(cse))' --mlir-disable-threading --mlir-print-ir-after-all --mlir-print-ir-after-change %s 2>&1 >/dev/null | FileCheck %s --check-prefix=CHANGE %}
// CHANGE: // -----// IR Dump After CSE (cse) //----- //
// CHANGE-NEXT: func.func @f(
// CHANGE-NOT: IR Dump

// Module scope names the op the pass ran on.
// RUN: ir-opt '--pass-pipeline=builtin.module(func.func(cse))' --mlir-disable-threading --mlir-print-ir-after-all --mlir-print-ir-module-scope %s 2>&1 >/dev/null | FileCheck %s --check-prefix=SCOPE
// RUN: %if mlir-opt %{ mlir-opt '--pass-pipeline=builtin.module(func.func(cse))' --mlir-disable-threading --mlir-print-ir-after-all --mlir-print-ir-module-scope %s 2>&1 >/dev/null | FileCheck %s --check-prefix=SCOPE %}
// SCOPE: // -----// IR Dump After CSE (cse) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: module {
// SCOPE: // -----// IR Dump After CSE (cse) ('func.func' operation: @g) //----- //
// SCOPE-NEXT: module {

// A failing pass: the error, then the IR it failed on.
// RUN: not ir-opt '--pass-pipeline=builtin.module(func.func(symbol-dce))' --mlir-disable-threading --mlir-print-ir-after-failure %s 2>&1 | FileCheck %s --check-prefix=FAILURE
// RUN: %if mlir-opt %{ not mlir-opt '--pass-pipeline=builtin.module(func.func(symbol-dce))' --mlir-disable-threading --mlir-print-ir-after-failure %s 2>&1 | FileCheck %s --check-prefix=FAILURE %}
// FAILURE: error: 'func.func' op  was scheduled to run under SymbolDCE
// FAILURE: // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
// FAILURE-NEXT: func.func @f(

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @g() {
  return
}
