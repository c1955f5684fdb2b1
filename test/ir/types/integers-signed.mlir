// Signed and unsigned integer types.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.signed"() : () -> (si1, si8, si31, ui1, ui16, ui77, si64, ui64)

// CHECK: module {
// CHECK-NEXT:   %0:8 = "t.signed"() : () -> (si1, si8, si31, ui1, ui16, ui77, si64, ui64)
// CHECK-NEXT: }
