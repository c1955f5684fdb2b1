// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics %s %}

// expected-error @below {{missing right operand of binary operator}}
"t.a"() {v = affine_map<(d0) -> (d0 *)>} : () -> ()
