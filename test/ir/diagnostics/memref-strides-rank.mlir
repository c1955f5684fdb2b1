// ir-opt bug: accepts a strided layout whose stride count differs from the rank
// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics %s %}

// expected-error @below {{expected the number of strides to match the rank}}
"t.a"() : () -> memref<4x4xf32, strided<[1]>>
