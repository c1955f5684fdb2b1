// ir-opt bug: splits the message into an error and a note at ': '
// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics %s %}

// expected-error @below {{memref layout mismatch between rank and affine map: 1 != 2}}
"t.a"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d0)>>
