// Invalid dense array attributes.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s %}

// expected-error @below {{integer constant out of range}}
"t.a"() {v = array<i8: 300>} : () -> ()

// -----

// expected-error @below {{expected '>' to close an array attribute}}
"t.a"() {v = array<i32: 1 2>} : () -> ()
