// The message starts with the tool's name (not its path); the path is in the
// "Try:" hint.
// RUN: not ir-opt --no-such-option %s 2>&1 | FileCheck %s
// RUN: %if mlir-opt %{ not mlir-opt --no-such-option %s 2>&1 | FileCheck %s %}

// CHECK: {{^}}{{[a-z-]+}}: Unknown command line argument '--no-such-option'.  Try: '/{{.*}}-opt --help'
