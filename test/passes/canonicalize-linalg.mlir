// canonicalize on linalg ops as mlir-opt 22 does it: identity transposes and
// generics, dead ops on tensors, casts folded into destination-style ops,
// fills folded into extract/collapse/transpose, transpose and broadcast
// chains, memref casts folded, ops on empty buffers erased.
// RUN: ir-opt --canonicalize %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --canonicalize %s | FileCheck %s %}

// CHECK-LABEL: func.func @tensor_ops(%arg0: tensor<2x3xf32>, %arg1: f32, %arg2: tensor<4xf32>, %arg3: tensor<2xf32>) -> (tensor<2x3xf32>, tensor<?x3xf32>, f32, tensor<2x3xf32>, tensor<2x3xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x3xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<2x3xf32>
// CHECK-NEXT: %2 = linalg.add ins(%arg0, %arg0 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%1 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %cast = tensor.cast %2 : tensor<2x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg3 : tensor<2xf32>) outs(%0 : tensor<2x3xf32>) dimensions = [1]
// CHECK-NEXT: return %arg0, %cast, %arg1, %arg0, %broadcasted : tensor<2x3xf32>, tensor<?x3xf32>, f32, tensor<2x3xf32>, tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chains(%arg0: tensor<2x3xf32>, %arg1: f32, %arg2: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<6xf32>, tensor<3x2xf32>, tensor<4x2x3xf32>, tensor<2x3xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<3x2xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<2x3xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %1 {{\[\[}}0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK-NEXT: %2 = linalg.fill ins(%arg1 : f32) outs(%collapsed : tensor<6xf32>) -> tensor<6xf32>
// CHECK-NEXT: %3 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<3x2xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: %4 = tensor.empty() : tensor<4x2x3xf32>
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg2 : tensor<3xf32>) outs(%4 : tensor<4x2x3xf32>) dimensions = [0, 1]
// CHECK-NEXT: return %arg0, %2, %3, %broadcasted, %1 : tensor<2x3xf32>, tensor<6xf32>, tensor<3x2xf32>, tensor<4x2x3xf32>, tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @buffers(%arg0: memref<2x3xf32>, %arg1: memref<0x3xf32>, %arg2: f32, %arg3: memref<2x4xf32>, %arg4: memref<4x3xf32>) {
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%arg0 : memref<2x3xf32>)
// CHECK-NEXT: linalg.matmul ins(%arg3, %arg4 : memref<2x4xf32>, memref<4x3xf32>) outs(%arg0 : memref<2x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @tensor_ops(%a: tensor<2x3xf32>, %v: f32, %t: tensor<4xf32>, %v4: tensor<2xf32>) -> (tensor<2x3xf32>, tensor<?x3xf32>, f32, tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %tr = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) permutation = [0, 1]
  %c = tensor.cast %a : tensor<2x3xf32> to tensor<?x3xf32>
  %e2 = tensor.empty() : tensor<2x3xf32>
  %c2 = tensor.cast %e2 : tensor<2x3xf32> to tensor<?x3xf32>
  %add = linalg.add ins(%c, %c : tensor<?x3xf32>, tensor<?x3xf32>) outs(%c2 : tensor<?x3xf32>) -> tensor<?x3xf32>
  %fill = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %c1 = arith.constant 1 : index
  %x = tensor.extract %fill[%c1] : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x3xf32>
  %bc = linalg.broadcast ins(%v4 : tensor<2xf32>) outs(%e : tensor<2x3xf32>) dimensions = [1]
  %dead = linalg.mul ins(%a, %a : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %tr, %add, %x, %g, %bc : tensor<2x3xf32>, tensor<?x3xf32>, f32, tensor<2x3xf32>, tensor<2x3xf32>
}

func.func @chains(%a: tensor<2x3xf32>, %v: f32, %b: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<6xf32>, tensor<3x2xf32>, tensor<4x2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<3x2xf32>
  %e1 = tensor.empty() : tensor<2x3xf32>
  %t1 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [1, 0]
  %t2 = linalg.transpose ins(%t1 : tensor<3x2xf32>) outs(%e1 : tensor<2x3xf32>) permutation = [1, 0]
  %f = linalg.fill ins(%v : f32) outs(%e1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %c = tensor.collapse_shape %f [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %t3 = linalg.transpose ins(%f : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [1, 0]
  %e4 = tensor.empty() : tensor<4x2x3xf32>
  %b1 = linalg.broadcast ins(%b : tensor<3xf32>) outs(%e1 : tensor<2x3xf32>) dimensions = [0]
  %b2 = linalg.broadcast ins(%b1 : tensor<2x3xf32>) outs(%e4 : tensor<4x2x3xf32>) dimensions = [0]
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<2x3xf32>) outs(%e1 : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %out : f32
  } -> tensor<2x3xf32>
  return %t2, %c, %t3, %b2, %g : tensor<2x3xf32>, tensor<6xf32>, tensor<3x2xf32>, tensor<4x2x3xf32>, tensor<2x3xf32>
}

func.func @buffers(%m: memref<2x3xf32>, %z: memref<0x3xf32>, %v: f32, %a: memref<2x4xf32>, %b: memref<4x3xf32>) {
  %mc = memref.cast %m : memref<2x3xf32> to memref<?x3xf32>
  linalg.fill ins(%v : f32) outs(%mc : memref<?x3xf32>)
  linalg.fill ins(%v : f32) outs(%z : memref<0x3xf32>)
  linalg.matmul ins(%a, %b : memref<2x4xf32>, memref<4x3xf32>) outs(%m : memref<2x3xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m : memref<2x3xf32>) outs(%m : memref<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
