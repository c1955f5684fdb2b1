// Floats that do not round-trip through %e print with full precision.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.floats"() {a = 0.1 : f32, b = 0.1 : f64, c = 3.14159265358979 : f64, d = 1.0e-300 : f64, e = 123456789.0 : f32, f = 1.0e38 : f32} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.floats"() {a = 1.000000e-01 : f32, b = 1.000000e-01 : f64, c = 3.14159265358979 : f64, d = 1.000000e-300 : f64, e = 0x4CEB79A3 : f32, f = 9.99999968E+37 : f32} : () -> ()
// CHECK-NEXT: }
