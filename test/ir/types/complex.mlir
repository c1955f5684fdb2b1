// complex of float and integer element types.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.complex"() : () -> (complex<f32>, complex<f64>, complex<i8>, complex<bf16>, complex<si4>)

// CHECK: module {
// CHECK-NEXT:   %0:5 = "t.complex"() : () -> (complex<f32>, complex<f64>, complex<i8>, complex<bf16>, complex<si4>)
// CHECK-NEXT: }
