// Malformed quant types: mlir-opt 22's messages and columns.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s %}

// expected-error @+1 {{illegal storage type minimum: -200}}
%0 = "foo"() : () -> tensor<2x!quant.uniform<i8<-200:127>:f32, 1.0>>

// -----

// expected-error @+1 {{invalid kind of type specified}}
%0 = "foo"() : () -> tensor<2x!quant.uniform<i8:i32, 1.0>>

// -----

// expected-error @+1 {{scale -1.000000e+00 out of expressed type range [1.401298e-45, 3.402823e+38]}}
%0 = "foo"() : () -> tensor<2x!quant.uniform<i8:f32, -1.0>>

// -----

// expected-error @+1 {{illegal storage type size: 64}}
%0 = "foo"() : () -> tensor<2x!quant.uniform<i64:f32, 1.0>>

// -----

// expected-error @+1 {{illegal storage min and storage max: (5:1)}}
%0 = "foo"() : () -> tensor<2x!quant.uniform<i8<5:1>:f32, 1.0>>

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
%0 = "foo"() : () -> tensor<2x!quant.uniform<i16:f32, 3>>

// -----

// expected-error @+1 {{illegal quantized dimension: -1}}
%0 = "foo"() : () -> tensor<2x!quant.uniform<i8:f32:-1, {1.0}>>
