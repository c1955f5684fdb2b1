// Dense arrays of integers, floats and bools.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.da"() {a = array<i32: 1, 2, 3>, b = array<i64>, c = array<f32: 1.0, -0.5>, d = array<i1: true, false>, e = array<i8: -1>, f = array<f64: 1.0e100>, g = array<i16: 0x10>} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.da"() {a = array<i32: 1, 2, 3>, b = array<i64>, c = array<f32: 1.000000e+00, -5.000000e-01>, d = array<i1: true, false>, e = array<i8: -1>, f = array<f64: 1.000000e+100>, g = array<i16: 16>} : () -> ()
// CHECK-NEXT: }
