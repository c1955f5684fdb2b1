// The entry block of a region may not be a branch target.
// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics %s %}

// expected-error @below {{entry block of region may not have predecessors}}
"t.r"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.br"()[^bb0] : () -> ()
}) : () -> ()
