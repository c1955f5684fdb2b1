// Malformed generic operations.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s %}

// expected-error @below {{expected function type}}
"t.a"() : i32

// -----

// expected-error @below {{expected operation name in quotes}}
"t.a"() ({ : () -> ()

// -----

// expected-error @below {{expected ':' followed by operation type}}
"t.a"()

// -----

// expected-error @below {{integer literal not valid for specified type}}
"t.a"() {a = 1 : () -> ()
