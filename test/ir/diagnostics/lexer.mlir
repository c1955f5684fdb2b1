// Lexer errors.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s %}

// expected-error @below {{expected '"' in string literal}}
"t.a"() {s = "abc} : () -> ()

// -----

// expected-error @below {{unexpected character}}
"t.a"() : () -> () $

// -----

// expected-error @below {{unknown escape in string literal}}
"t.a"() {s = "\q"} : () -> ()

// -----

// expected-error @below {{invalid block name}}
"t.a"() : () -> () ^
