// An unknown option is reported and the tool exits with a failure.
// RUN: not ir-opt --no-such-option %s 2>&1 | FileCheck %s
// RUN: %if mlir-opt %{ not mlir-opt --no-such-option %s 2>&1 | FileCheck %s %}

// CHECK: Unknown command line argument '--no-such-option'.  Try: '{{.*}}-opt --help'
