// Whitespace inside types is accepted and dropped when printing.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.ws"() : () -> (  tensor < 2 x 3 x f32 > , memref< ? x 4 x i8 , 1 >, vector<  [ 4 ] x f32>, complex < f32 > )

// CHECK: module {
// CHECK-NEXT:   %0:4 = "t.ws"() : () -> (tensor<2x3xf32>, memref<?x4xi8, 1>, vector<[4]xf32>, complex<f32>)
// CHECK-NEXT: }
