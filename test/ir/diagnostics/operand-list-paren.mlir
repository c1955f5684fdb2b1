// ir-opt bug: says 'expected SSA operand' instead of mlir-opt's message
// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics %s %}

// expected-error @below {{expected ')' to end operand list}}
"t.a"( : () -> ()
