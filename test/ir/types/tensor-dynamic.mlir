// Dynamic dimensions and unranked tensors.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.tensors"() : () -> (tensor<?xf32>, tensor<?x?xi32>, tensor<2x?x4xf64>, tensor<*xf32>, tensor<*xi1>)

// CHECK: module {
// CHECK-NEXT:   %0:5 = "t.tensors"() : () -> (tensor<?xf32>, tensor<?x?xi32>, tensor<2x?x4xf64>, tensor<*xf32>, tensor<*xi1>)
// CHECK-NEXT: }
