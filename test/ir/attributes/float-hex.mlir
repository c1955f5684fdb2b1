// Hexadecimal float input; NaN and infinity print in hex, finite values in decimal.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.hex"() {a = 0x7FC00000 : f32, b = 0x7F800000 : f32, c = 0xFF800000 : f32, d = 0x7FF0000000000001 : f64, e = 0x0001 : f16, f = 0x7E00 : f16, g = 0x3F800000 : f32} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.hex"() {a = 0x7FC00000 : f32, b = 0x7F800000 : f32, c = 0xFF800000 : f32, d = 0x7FF0000000000001 : f64, e = 5.960460e-08 : f16, f = 0x7E00 : f16, g = 1.000000e+00 : f32} : () -> ()
// CHECK-NEXT: }
