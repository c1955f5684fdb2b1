// An expected error that is not produced fails --verify-diagnostics (the
// module is still printed).
// RUN: not ir-opt --allow-unregistered-dialect --verify-diagnostics %s 2>&1 | FileCheck %s
// RUN: %if mlir-opt %{ not mlir-opt --allow-unregistered-dialect --verify-diagnostics %s 2>&1 | FileCheck %s %}

// expected-error @below {{this is never emitted}}
"t.a"() : () -> ()

// CHECK: verify-diagnostics-missing.mlir:[[@LINE-3]]:4: error: expected error "this is never emitted" was not produced
// CHECK: module {
// CHECK-NEXT: "t.a"() : () -> ()
