// Float attributes of the 8-, 6- and 4-bit types.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.small"() {a = 1.5 : f8E4M3FN, b = -2.0 : f8E5M2, c = 0.5 : f6E2M3FN, d = 1.0 : f4E2M1FN, e = 4.0 : f8E8M0FNU, f = 0x7F : f8E4M3FN, g = 1.25 : tf32, h = 3.0 : f8E3M4} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.small"() {a = 1.500000e+00 : f8E4M3FN, b = -2.000000e+00 : f8E5M2, c = 5.000000e-01 : f6E2M3FN, d = 1.000000e+00 : f4E2M1FN, e = 4.000000e+00 : f8E8M0FNU, f = 0x7F : f8E4M3FN, g = 1.250000e+00 : tf32, h = 3.000000e+00 : f8E3M4} : () -> ()
// CHECK-NEXT: }
