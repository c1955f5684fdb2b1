// tensor.concat: the op docs/writing-a-dialect.md adds step by step (the
// definition in dialects/src/tensor/tensor.dialect, its verifier and folder
// in the tensor folder, its kernel in interp/src/dialects/tensor.rs).
// Syntax, generic form, verifier and folder are checked against mlir-opt 22;
// the kernel against values worked out by hand.
// RUN: ir-opt %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt %s | FileCheck %s %}
// RUN: ir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN %}
// RUN: ir-opt --canonicalize %s | FileCheck %s --check-prefix=FOLD
// RUN: %if mlir-opt %{ mlir-opt --canonicalize %s | FileCheck %s --check-prefix=FOLD %}
// RUN: ir-opt --split-input-file --verify-diagnostics %S/Inputs/concat-invalid.mlir
// RUN: %if mlir-opt %{ mlir-opt --split-input-file --verify-diagnostics %S/Inputs/concat-invalid.mlir %}
// RUN: ir-run %s --entry run --print | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @f
// CHECK: %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
// CHECK: %concat_0 = tensor.concat dim(0) %arg0, %arg2 : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
// CHECK: %concat_1 = tensor.concat dim(1) %arg0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
// GEN: "tensor.concat"(%arg0, %arg1) <{dim = 0 : i64}> : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
// One input of the result's type folds away; the others stay.
// FOLD-LABEL: func.func @f
// FOLD: %concat = tensor.concat dim(0) %arg0, %arg1
// FOLD: %concat_0 = tensor.concat dim(0) %arg0, %arg2
// FOLD: return %concat, %concat_0, %arg0 :
func.func @f(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>, %c: tensor<?x3xf32>) -> (tensor<6x3xf32>, tensor<?x3xf32>, tensor<2x3xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  %1 = tensor.concat dim(0) %a, %c : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  %2 = tensor.concat dim(1) %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2 : tensor<6x3xf32>, tensor<?x3xf32>, tensor<2x3xf32>
}

// [[1, 2], [3, 4]] and [[5], [6]] joined along dimension 1.
// EXEC-LABEL: result 0: shape [2,3] dtype si32
// EXEC-NEXT: {{\[\[}}1, 2, 5], [3, 4, 6]]
// ... and [[1, 2], [3, 4]] twice along dimension 0.
// EXEC-NEXT: result 1: shape [4,2] dtype si32
// EXEC-NEXT: {{\[\[}}1, 2], [3, 4], [1, 2], [3, 4]]
func.func @run() -> (tensor<2x3xi32>, tensor<4x2xi32>) {
  %a = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %b = arith.constant dense<[[5], [6]]> : tensor<2x1xi32>
  %0 = tensor.concat dim(1) %a, %b : (tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
  %1 = tensor.concat dim(0) %a, %a : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<4x2xi32>
  return %0, %1 : tensor<2x3xi32>, tensor<4x2xi32>
}
