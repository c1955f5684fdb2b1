// Invalid tensor, vector, memref and complex types.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s %}

// expected-error @below {{invalid tensor element type}}
"t.a"() : () -> tensor<2xtensor<2xi8>>

// -----

// expected-error @below {{vector types must have positive constant sizes but got 0}}
"t.a"() : () -> vector<0xf32>

// -----

// expected-error @below {{invalid element type for complex}}
"t.a"() : () -> complex<tensor<f32>>

// -----

// expected-error @below {{expected non-function type}}
"t.a"() : () -> tensor<-1xf32>

// -----

// expected-error @below {{expected 'x' in dimension list}}
"t.a"() : () -> tensor<2x3>
