// A diagnostic whose text does not match is both unexpected and missing.
// RUN: not ir-opt --allow-unregistered-dialect --verify-diagnostics %s 2>&1 | FileCheck %s
// RUN: %if mlir-opt %{ not mlir-opt --allow-unregistered-dialect --verify-diagnostics %s 2>&1 | FileCheck %s %}

// expected-error @below {{some other message}}
"t.a"(%missing) : (i32) -> ()

// CHECK-DAG: error: unexpected error: use of undeclared SSA value name
// CHECK-DAG: error: expected error "some other message" was not produced
