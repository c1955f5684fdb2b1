// Undefined and redefined aliases; undeclared affine identifiers.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s %}

// expected-error @below {{undefined symbol alias id 'nope'}}
"t.a"() {v = #nope} : () -> ()

// -----

// expected-error @below {{undefined symbol alias id 'nope'}}
"t.a"() : () -> !nope

// -----

#a = 1
// expected-error @below {{redefinition of attribute alias id 'a'}}
#a = 2

// -----

!t = i32
// expected-error @below {{redefinition of type alias id 't'}}
!t = i64

// -----

// expected-error @below {{use of undeclared identifier}}
#m = affine_map<(d0) -> (d1)>
