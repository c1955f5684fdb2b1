// A missing input file is an error with exit code 1.
// RUN: not ir-opt %t.does-not-exist.mlir 2>&1 | FileCheck %s
// RUN: %if mlir-opt %{ not mlir-opt %t.does-not-exist.mlir 2>&1 | FileCheck %s %}

// CHECK: {{[Cc](annot|ould not)}} open input file '{{.*}}does-not-exist.mlir': No such file or directory
