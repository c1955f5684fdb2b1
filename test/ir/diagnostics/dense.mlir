// Invalid dense elements attributes.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s %}

// expected-error @below {{inferred shape of elements literal ([2]) does not match type ([3])}}
"t.a"() {v = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error @below {{tensor literal is invalid; ranks are not consistent between elements}}
"t.a"() {v = dense<[[1], [2, 3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @below {{expected integer elements, but parsed floating-point}}
"t.a"() {v = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// expected-error @below {{elements literal type must have static shape}}
"t.a"() {v = dense<1> : tensor<?xi32>} : () -> ()

// -----

// expected-error @below {{expected ':'}}
"t.a"() {v = dense<1>} : () -> ()
