// ir-opt bug: accepts an attribute of an unregistered dialect as memory space
// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics %s %}

// expected-error @below {{unsupported memory space Attribute}}
"t.a"() : () -> memref<4xf32, #t.space>
