// expected-error/-note anchors: @below, @above, @+N, @-N, and a bare
// annotation on the line of the diagnostic itself.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s %}

"t.use"(%undef) : (i32) -> ()
// expected-error @above {{use of undeclared SSA value name}}

// -----

// expected-error @+2 {{use of undeclared SSA value name}}

"t.use"(%undef) : (i32) -> ()

// -----

"t.use"(%undef) : (i32) -> ()


// expected-error @-3 {{use of undeclared SSA value name}}

// -----

"t.use"(%undef) : (i32) -> () // expected-error {{use of undeclared SSA value name}}

// -----

// expected-note @+1 {{previously defined here}}
%0 = "t.a"() : () -> i32
// expected-error @+1 {{redefinition of SSA value '%0'}}
%0 = "t.b"() : () -> i32
