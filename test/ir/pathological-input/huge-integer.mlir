// An untyped integer literal beyond i64 is out of range.
// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics %s %}

// expected-error @below {{integer constant out of range for attribute}}
"t.a"() {v = 1000000000000000000000000000000} : () -> ()
