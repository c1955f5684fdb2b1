// Scalable vector dimensions.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.scalable"() : () -> (vector<[4]xf32>, vector<2x[8]xi8>, vector<[2]x[2]xf64>, vector<4x[1]xi1>)

// CHECK: module {
// CHECK-NEXT:   %0:4 = "t.scalable"() : () -> (vector<[4]xf32>, vector<2x[8]xi8>, vector<[2]x[2]xf64>, vector<4x[1]xi1>)
// CHECK-NEXT: }
