// The builtin.module verifier.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s %}

// expected-error @below {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
  "t.a"() : () -> ()
^bb1:
  "t.b"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({
}) : () -> i32
