// --help prints an overview, the usage line and the options, and exits 0.
// RUN: ir-opt --help | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --help | FileCheck %s %}

// CHECK: OVERVIEW: {{.*}}modular optimizer driver
// CHECK: USAGE: {{.*}}-opt [options] <input file>
// CHECK: OPTIONS:
// CHECK-DAG: --allow-unregistered-dialect
// CHECK-DAG: --mlir-print-debuginfo
// CHECK-DAG: --split-input-file
// CHECK-DAG: --verify-diagnostics
// CHECK-DAG: --no-implicit-module
// CHECK-DAG: -o <filename>
