// The exact message for a missing input file.
// RUN: not ir-opt %t.does-not-exist.mlir 2>&1 | FileCheck %s
// RUN: %if mlir-opt %{ not mlir-opt %t.does-not-exist.mlir 2>&1 | FileCheck %s %}

// CHECK: {{^}}cannot open input file '{{.*}}does-not-exist.mlir': No such file or directory{{$}}
