// ir-opt bug: the message lacks the type
// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics %s %}

// expected-error @below {{expected integer or float type, got: 'tensor<2xi8>'}}
"t.a"() {v = array<tensor<2xi8>: 1>} : () -> ()
