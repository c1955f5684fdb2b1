// Float literals beyond a type's range become infinity; tiny ones flush.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.a"() {a = 1.0e400, b = 1.0e39 : f32, c = 1.0e-400, d = 70000.0 : f16} : () -> ()

// CHECK: "t.a"() {a = 0x7FF0000000000000 : f64, b = 0x7F800000 : f32, c = 0.000000e+00 : f64, d = 0x7C00 : f16} : () -> ()
