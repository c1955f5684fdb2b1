// Denormals and largest finite values.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.den"() {a = 1.0e-45 : f32, b = 4.9406564584124654e-324 : f64, c = 6.0e-8 : f16, d = 65504.0 : f16, e = 3.4028234663852886e38 : f32} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.den"() {a = 1.401300e-45 : f32, b = 4.940660e-324 : f64, c = 5.960460e-08 : f16, d = 6.550400e+04 : f16, e = 3.40282347E+38 : f32} : () -> ()
// CHECK-NEXT: }
