// Integer types and integer attribute ranges.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s %}

// expected-error @below {{expected non-function type}}
"t.a"() : () -> i0x

// -----

// expected-error @below {{integer constant out of range for attribute}}
"t.a"() {v = 256 : i8} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"t.a"() {v = -129 : i8} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"t.a"() {v = 2 : i1} : () -> ()

// -----

// expected-error @below {{negative integer literal not valid for unsigned integer type}}
"t.a"() {v = -1 : ui8} : () -> ()

// -----

// expected-error @below {{floating point value not valid for specified type}}
"t.a"() {v = 1.5 : i32} : () -> ()
