// A tensor dimension that does not fit in 64 bits is an invalid dimension;
// the largest int64 one is accepted.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s %}

// expected-error @below {{invalid dimension}}
"t.a"() : () -> tensor<1000000000000000000000000000000xf32>

// -----

// expected-error @below {{invalid dimension}}
"t.a"() : () -> tensor<9223372036854775808xf32>
