// Float attributes: f64 default, scientific notation with six fraction digits.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.floats"() {a = 1.0, b = 0.5 : f32, c = -2.25 : f16, d = 1.0e10 : f64, e = 3.0e-5 : f32, f = 0.0 : bf16, g = -0.0 : f64, h = 1.5 : f128, i = 2.0 : f80} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.floats"() {a = 1.000000e+00 : f64, b = 5.000000e-01 : f32, c = -2.250000e+00 : f16, d = 1.000000e+10 : f64, e = 3.000000e-05 : f32, f = 0.000000e+00 : bf16, g = -0.000000e+00 : f64, h = 1.500000e+00 : f128, i = 2.000000e+00 : f80} : () -> ()
// CHECK-NEXT: }
