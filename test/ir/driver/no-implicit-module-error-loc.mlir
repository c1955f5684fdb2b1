// The "single top-level operation" error is reported at the file's 0:0
// location, with no source line.
// RUN: not ir-opt --allow-unregistered-dialect --no-implicit-module %s 2>&1 | FileCheck %s
// RUN: %if mlir-opt %{ not mlir-opt --allow-unregistered-dialect --no-implicit-module %s 2>&1 | FileCheck %s %}

"t.a"() : () -> ()
"t.b"() : () -> ()

// CHECK: no-implicit-module-error-loc.mlir:0:0: error: source must contain a single top-level operation, found: 2
// CHECK-NOT: {{.}}
