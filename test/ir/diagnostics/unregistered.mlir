// Without --allow-unregistered-dialect, unknown ops are errors; unknown builtin ops always are.
// RUN: ir-opt  --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt  --split-input-file --verify-diagnostics %s %}

// expected-error @below {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
"t.a"() : () -> ()

// -----

// expected-error @below {{unregistered operation 'builtin.nope' found in dialect ('builtin') that does not allow unknown operations}}
"builtin.nope"() : () -> ()
