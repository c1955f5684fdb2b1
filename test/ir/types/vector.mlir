// Fixed-size vectors including 0-d.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.vectors"() : () -> (vector<4xf32>, vector<2x3xi8>, vector<f32>, vector<1x1x1xindex>, vector<4xf8E4M3FN>)

// CHECK: module {
// CHECK-NEXT:   %0:5 = "t.vectors"() : () -> (vector<4xf32>, vector<2x3xi8>, vector<f32>, vector<1x1x1xindex>, vector<4xf8E4M3FN>)
// CHECK-NEXT: }
