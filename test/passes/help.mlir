// `--help` lists every registered pass with its summary.
// RUN: ir-opt --help | FileCheck %s
// CHECK: --pass-pipeline=<pipeline>
// CHECK: --mlir-print-ir-after-all
// CHECK: --mlir-timing
// CHECK: PASSES
// CHECK: --cse{{ +}}Eliminate common sub-expressions
// CHECK: --symbol-dce{{ +}}Eliminate dead symbols
