// Pass pipeline errors, in mlir-opt 22's words (exit status 1, nothing on
// stdout).
// RUN: not ir-opt --pass-pipeline=cse %s 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: %if mlir-opt %{ not mlir-opt --pass-pipeline=cse %s 2>&1 | FileCheck %s --check-prefix=ANCHOR %}
// ANCHOR: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// RUN: not ir-opt '--pass-pipeline=builtin.module(cse,nope)' %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: %if mlir-opt %{ not mlir-opt '--pass-pipeline=builtin.module(cse,nope)' %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN %}
// UNKNOWN: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:5: error: 'nope' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: cse,nope
// UNKNOWN-NEXT: {{^    \^$}}

// RUN: not ir-opt '--pass-pipeline=builtin.module(func.func(cse)' %s 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: %if mlir-opt %{ not mlir-opt '--pass-pipeline=builtin.module(func.func(cse)' %s 2>&1 | FileCheck %s --check-prefix=PAREN %}
// PAREN: error: MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline

// RUN: not ir-opt '--pass-pipeline=builtin.module(cse{bogus=1})' %s 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: %if mlir-opt %{ not mlir-opt '--pass-pipeline=builtin.module(cse{bogus=1})' %s 2>&1 | FileCheck %s --check-prefix=OPTION %}
// OPTION: <unknown>:0: error: <Pass-Options-Parser>: no such option bogus
// OPTION: failed to add `cse` with options `bogus=1`

// RUN: not ir-opt '--pass-pipeline=func.func(cse)' %s 2>&1 | FileCheck %s --check-prefix=NEST
// RUN: %if mlir-opt %{ not mlir-opt '--pass-pipeline=func.func(cse)' %s 2>&1 | FileCheck %s --check-prefix=NEST %}
// NEST: error: can't run 'func.func' pass manager on 'builtin.module' op

// RUN: not ir-opt --cse '--pass-pipeline=builtin.module(cse)' %s 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: %if mlir-opt %{ not mlir-opt --cse '--pass-pipeline=builtin.module(cse)' %s 2>&1 | FileCheck %s --check-prefix=BOTH %}
// BOTH: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options

// A pass that fails on every function it runs on reports each one.
// RUN: not ir-opt '--pass-pipeline=builtin.module(func.func(symbol-dce))' %s 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: %if mlir-opt %{ not mlir-opt --mlir-disable-threading '--pass-pipeline=builtin.module(func.func(symbol-dce))' %s 2>&1 | FileCheck %s --check-prefix=FAIL %}
// FAIL: pipeline-errors.mlir:[[@LINE+2]]:1: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// FAIL: pipeline-errors.mlir:[[@LINE+2]]:1: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
func.func @f() { return }
func.func @g() { return }
