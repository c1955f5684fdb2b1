// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics %s %}

// expected-error @below {{elements hex data size is invalid for provided type: 'tensor<3xi8>'}}
"t.a"() {v = dense<"0x0102"> : tensor<3xi8>} : () -> ()
