// expected-error-re and expected-note-re with {{regex}} parts.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s %}

// expected-note-re @below {{prior {{use}} here}}
%0 = "t.a"() : () -> i32
// expected-error-re @below {{use of value '%0' expects different type than prior uses: '{{f[0-9]+}}' vs 'i{{[0-9]+}}'}}
"t.b"(%0) : (f32) -> ()

// -----

// expected-error-re @below {{operation defines {{[0-9]}} results but was provided {{.*}} to bind}}
%0:2 = "t.a"() : () -> i32

// -----

// mlir-opt's message has a NUL byte between 'type' and ' but'; a regex
// matches it either way.
%0 = "t.a"() : () -> i32
// expected-error-re @below {{expected 1 operand type{{.*}} but had 0}}
"t.b"(%0) : () -> ()

// -----

// expected-note-re @below {{previously {{defined|declared}} here}}
%v = "t.a"() : () -> i32
// expected-error-re @below {{redefinition of SSA value '{{%v}}'}}
%v = "t.b"() : () -> i32
