// The "was not produced" error underlines as many characters as the expected message has, from the
// start of the directive.
// RUN: not ir-opt --allow-unregistered-dialect --verify-diagnostics %s 2>&1 | FileCheck %s
// RUN: %if mlir-opt %{ not mlir-opt --allow-unregistered-dialect --verify-diagnostics %s 2>&1 | FileCheck %s %}

// expected-error @below {{abc}}
"t.a"() : () -> ()

// CHECK: error: expected error "abc" was not produced
// CHECK-NEXT: {{^}}// expected-error @below {{[{][{]abc[}][}]$}}
// CHECK-NEXT: {{^}}   ^~~{{$}}
