// Undefined and redefined blocks and block arguments.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s %}

"t.r"() ({
// expected-error @below {{reference to an undefined block}}
  "t.br"()[^bb9] : () -> ()
}) : () -> ()

// -----

"t.r"() ({
^bb0:
  "t.br"()[^bb0] : () -> ()
// expected-error @below {{redefinition of block '^bb0'}}
^bb0:
  "t.ret"() : () -> ()
}) : () -> ()

// -----

"t.r"() ({
// expected-error @below {{redefinition of SSA value '%a'}}
// expected-note @below {{previously defined here}}
^bb0(%a: i32, %a: i32):
  "t.ret"() : () -> ()
}) : () -> ()
