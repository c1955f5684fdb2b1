// An error nobody expected fails --verify-diagnostics as "unexpected error".
// RUN: not ir-opt --allow-unregistered-dialect --verify-diagnostics %s 2>&1 | FileCheck %s
// RUN: %if mlir-opt %{ not mlir-opt --allow-unregistered-dialect --verify-diagnostics %s 2>&1 | FileCheck %s %}

"t.a"(%missing) : (i32) -> ()

// CHECK: verify-diagnostics-unexpected.mlir:[[@LINE-2]]:7: error: unexpected error: use of undeclared SSA value name
// CHECK-NEXT: "t.a"(%missing) : (i32) -> ()
// CHECK-NEXT: {{^}}      ^{{$}}
