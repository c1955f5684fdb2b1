// 6-bit and 4-bit float types.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.small"() : () -> (f6E2M3FN, f6E3M2FN, f4E2M1FN)

// CHECK: module {
// CHECK-NEXT:   %0:3 = "t.small"() : () -> (f6E2M3FN, f6E3M2FN, f4E2M1FN)
// CHECK-NEXT: }
