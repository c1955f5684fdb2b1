// ir-opt bug: says 'custom op 't.a' is unknown' and no note listing the dialects
// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics %s %}

// expected-error @below {{Dialect `t' not found for custom op 't.a' }}
// expected-note @below {{Available dialects: }}
t.a() : () -> ()
