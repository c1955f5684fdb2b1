// A parse error prints the location, the source line and a caret, nothing on
// stdout, and exits 1.
// RUN: not ir-opt --allow-unregistered-dialect %s 2>&1 >/dev/null | FileCheck %s
// RUN: not ir-opt --allow-unregistered-dialect %s 2>/dev/null | count 0
// RUN: %if mlir-opt %{ not mlir-opt --allow-unregistered-dialect %s 2>&1 >/dev/null | FileCheck %s %}
// RUN: %if mlir-opt %{ not mlir-opt --allow-unregistered-dialect %s 2>/dev/null | count 0 %}

"t.ok"() : () -> ()
"t.use"(%nope) : (i32) -> ()

// CHECK: parse-error-exit.mlir:[[@LINE-2]]:9: error: use of undeclared SSA value name
// CHECK-NEXT: {{^}}"t.use"(%nope) : (i32) -> (){{$}}
// CHECK-NEXT: {{^}}        ^{{$}}
