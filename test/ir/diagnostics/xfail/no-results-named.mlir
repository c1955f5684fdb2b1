// ir-opt bug: names an op without results: says 'operation defines 0 results but was provided 1 to bind'
// XFAIL: *
// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics %s %}

// expected-error @below {{cannot name an operation with no results}}
%0 = "t.a"() : () -> ()
