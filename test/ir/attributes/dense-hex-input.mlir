// Hex dense input: a single element is a splat.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.hex"() {a = dense<"0x0100000002000000"> : tensor<2xi32>, b = dense<"0x0000803F"> : tensor<4xf32>, c = dense<"0x01"> : tensor<2x2xi8>} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.hex"() {a = dense<[1, 2]> : tensor<2xi32>, b = dense<1.000000e+00> : tensor<4xf32>, c = dense<1> : tensor<2x2xi8>} : () -> ()
// CHECK-NEXT: }
