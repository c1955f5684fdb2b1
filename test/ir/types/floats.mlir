// The IEEE and non-IEEE float types.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.floats"() : () -> (f16, bf16, f32, f64, f80, f128, tf32)

// CHECK: module {
// CHECK-NEXT:   %0:7 = "t.floats"() : () -> (f16, bf16, f32, f64, f80, f128, tf32)
// CHECK-NEXT: }
