// --no-implicit-module with two top-level ops is an error (exit code 1).
// RUN: not ir-opt --allow-unregistered-dialect --no-implicit-module %s 2>&1 | FileCheck %s
// RUN: %if mlir-opt %{ not mlir-opt --allow-unregistered-dialect --no-implicit-module %s 2>&1 | FileCheck %s %}

"t.a"() : () -> ()
"t.b"() : () -> ()

// CHECK: error: source must contain a single top-level operation, found: 2
