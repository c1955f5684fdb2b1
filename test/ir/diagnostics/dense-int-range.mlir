// ir-opt bug: says 'out of range for attribute' instead of 'out of range for type'
// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics %s %}

// expected-error @below {{integer constant out of range for type}}
"t.a"() {v = dense<300> : tensor<2xi8>} : () -> ()
