// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s %}

"foo.w"() ({
  // expected-error @below {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "builtin.module"() ({
  }) : () -> ()
  "foo.t"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "foo.x"() : () -> ()
^bb1:
  "foo.y"() : () -> ()
}) : () -> ()
