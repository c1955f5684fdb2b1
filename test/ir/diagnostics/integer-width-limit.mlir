// ir-opt bug: says 'invalid integer width'
// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics %s %}

// expected-error @below {{integer bitwidth is limited to 16777215 bits}}
"t.a"() : () -> i16777216
