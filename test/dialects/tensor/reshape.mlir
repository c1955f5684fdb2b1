// tensor.reshape: syntax, generic form and verifier, as mlir-opt 22.
// RUN: ir-opt %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt %s | FileCheck %s %}
// RUN: ir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN %}

func.func @f(%t: tensor<4xf32>, %s: tensor<2xi64>, %u: tensor<?xindex>) -> (tensor<2x2xf32>, tensor<*xf32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x2xf32>
  %1 = tensor.reshape %t(%u) : (tensor<4xf32>, tensor<?xindex>) -> tensor<*xf32>
  return %0, %1 : tensor<2x2xf32>, tensor<*xf32>
}

// CHECK: %reshape = tensor.reshape %arg0(%arg1) : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x2xf32>
// CHECK: %reshape_0 = tensor.reshape %arg0(%arg2) : (tensor<4xf32>, tensor<?xindex>) -> tensor<*xf32>
// GEN: %0 = "tensor.reshape"(%arg0, %arg1) : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x2xf32>
