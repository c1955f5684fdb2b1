// SSA value errors: undeclared, redefined, type mismatch, result counts, bad result numbers.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s %}

// expected-error @below {{use of undeclared SSA value name}}
"t.use"(%x) : (i32) -> ()

// -----

// expected-note @below {{previously defined here}}
%0 = "t.a"() : () -> i32
// expected-error @below {{redefinition of SSA value '%0'}}
%0 = "t.b"() : () -> i32

// -----

// expected-note @below {{prior use here}}
%0 = "t.a"() : () -> i32
// expected-error @below {{use of value '%0' expects different type than prior uses: 'f32' vs 'i32'}}
"t.b"(%0) : (f32) -> ()

// -----

// expected-error @below {{operation defines 1 results but was provided 2 to bind}}
%0:2 = "t.a"() : () -> i32

// -----

%0:2 = "t.a"() : () -> (i32, i32)
// expected-error @below {{reference to invalid result number}}
"t.use"(%0#2) : (i32) -> ()

// -----

%0 = "t.a"() : () -> i32
// expected-error @below {{reference to invalid result number}}
"t.use"(%0#1) : (i32) -> ()
