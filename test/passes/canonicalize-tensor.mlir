// canonicalize on tensor ops as mlir-opt 22 does it: dim of static,
// empty, slice and cast sources; empty with constant sizes made static (and
// cast back), casts folded into empty; extract of splat, dense,
// from_elements and casts; insert into an equal splat; from_elements and
// splat of constants; cast chains; slices with constant arguments,
// identity slices, extract of insert; insert_slice casts; reshape folds.
// RUN: ir-opt --canonicalize %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --canonicalize %s | FileCheck %s %}

// CHECK-LABEL: func.func @dim(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT: return %c4, %arg2, %arg1, %dim, %c4 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty(%arg0: index) -> (tensor<4x?xf32>, tensor<?x?xi8>, tensor<2x3xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x6xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4x6xf32> to tensor<4x?xf32>
// CHECK-NEXT: %1 = tensor.empty(%arg0) : tensor<?x6xi8>
// CHECK-NEXT: %cast_0 = tensor.cast %1 : tensor<?x6xi8> to tensor<?x?xi8>
// CHECK-NEXT: %2 = tensor.empty(%arg0) : tensor<?x6xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %2 : tensor<?x6xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_2 = tensor.cast %cast_1 : tensor<?x?xf32> to tensor<2x3xf32>
// CHECK-NEXT: return %cast, %cast_0, %cast_2 : tensor<4x?xf32>, tensor<?x?xi8>, tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract(%arg0: tensor<4x4xf32>, %arg1: i32, %arg2: i32, %arg3: index) -> (f32, i32, i32, f32, i32) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %cst_0 = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %extracted = tensor.extract %arg0[%c3, %arg3] : tensor<4x4xf32>
// CHECK-NEXT: %extracted_1 = tensor.extract %cst[%c3, %c0] : tensor<2x2xi32>
// CHECK-NEXT: return %cst_0, %c3_i32, %arg2, %extracted, %extracted_1 : f32, i32, i32, f32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_from_elements_splat(%arg0: index, %arg1: f32) -> (tensor<4xf32>, tensor<2xf32>, tensor<2x2xi1>, tensor<?xf32>, tensor<3xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<true> : tensor<2x2xi1>
// CHECK-NEXT: %splat = tensor.splat %cst[%c2] : tensor<?xf32>
// CHECK-NEXT: %splat_3 = tensor.splat %arg1 : tensor<3xf32>
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %splat, %splat_3 : tensor<4xf32>, tensor<2xf32>, tensor<2x2xi1>, tensor<?xf32>, tensor<3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: tensor<4x4xf32>, %arg1: tensor<?x?xf32>) -> (tensor<4x4xf32>, tensor<?x4xf32>, tensor<4x?xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: return %arg0, %cast, %cast_0 : tensor<4x4xf32>, tensor<?x4xf32>, tensor<4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_slice(%arg0: tensor<8x8xf32>, %arg1: tensor<?x2xf32>, %arg2: index) -> (tensor<?x?xf32>, tensor<8x8xf32>, tensor<?x2xf32>, tensor<2xf32>, tensor<?x2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<3.000000e+00> : tensor<2xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[1, 2] [3, %arg2] [1, 2] : tensor<8x8xf32> to tensor<3x?xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<3x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[0, %arg2] [%arg2, 2] [1, 1] : tensor<8x8xf32> to tensor<?x2xf32>
// CHECK-NEXT: return %cast, %arg0, %arg1, %cst, %extracted_slice_0 : tensor<?x?xf32>, tensor<8x8xf32>, tensor<?x2xf32>, tensor<2xf32>, tensor<?x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_slice(%arg0: tensor<8x8xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<2x2xf32>, %arg3: index) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<2x2xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg0[0, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT: %inserted_slice_0 = tensor.insert_slice %arg2 into %inserted_slice[0, %arg3] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %arg2 into %arg0[%arg3, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice, %arg0, %arg0, %inserted_slice_0, %inserted_slice_1 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshapes(%arg0: tensor<4x6xf32>, %arg1: f32) -> (tensor<4x6xf32>, tensor<2x2x2x3xf32>, tensor<24xf32>, tensor<2x3xi32>, tensor<6xf32>, tensor<2x2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [2, 2, 2, 3] : tensor<4x6xf32> into tensor<2x2x2x3xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<4x6xf32> into tensor<24xf32>
// CHECK-NEXT: %splat = tensor.splat %arg1 : tensor<6xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg1, %arg1, %arg1, %arg1 : tensor<2x2xf32>
// CHECK-NEXT: return %arg0, %expanded, %collapsed, %cst, %splat, %from_elements : tensor<4x6xf32>, tensor<2x2x2x3xf32>, tensor<24xf32>, tensor<2x3xi32>, tensor<6xf32>, tensor<2x2xf32>
// CHECK-NEXT: }

func.func @dim(%t: tensor<4x?xf32>, %i: index, %n: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %e = tensor.empty(%n) : tensor<?x3xf32>
  %d1 = tensor.dim %e, %c0 : tensor<?x3xf32>
  %s = tensor.extract_slice %t[0, 0] [2, %i] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>
  %d2 = tensor.dim %s, %c1 : tensor<2x?xf32>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d3 = tensor.dim %c, %c1 : tensor<?x?xf32>
  %v = arith.constant 1.0 : f32
  %ins = tensor.insert %v into %c[%c0, %c0] : tensor<?x?xf32>
  %d4 = tensor.dim %ins, %c0 : tensor<?x?xf32>
  return %d0, %d1, %d2, %d3, %d4 : index, index, index, index, index
}

func.func @empty(%n: index) -> (tensor<4x?xf32>, tensor<?x?xi8>, tensor<2x3xf32>) {
  %c6 = arith.constant 6 : index
  %e = tensor.empty(%c6) : tensor<4x?xf32>
  %e2 = tensor.empty(%n, %c6) : tensor<?x?xi8>
  %e3 = tensor.empty(%n, %c6) : tensor<?x?xf32>
  %c = tensor.cast %e3 : tensor<?x?xf32> to tensor<2x3xf32>
  return %e, %e2, %c : tensor<4x?xf32>, tensor<?x?xi8>, tensor<2x3xf32>
}

func.func @extract(%t: tensor<4x4xf32>, %a: i32, %b: i32, %i: index) -> (f32, i32, i32, f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %splat = arith.constant dense<2.5> : tensor<2x2xf32>
  %e0 = tensor.extract %splat[%c1, %i] : tensor<2x2xf32>
  %dense = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %e1 = tensor.extract %dense[%c1, %c0] : tensor<2x2xi32>
  %fe = tensor.from_elements %a, %b, %a, %b, %b, %a : tensor<2x3xi32>
  %e2 = tensor.extract %fe[%c1, %c0] : tensor<2x3xi32>
  %cast = tensor.cast %t : tensor<4x4xf32> to tensor<?x4xf32>
  %e3 = tensor.extract %cast[%c3, %i] : tensor<?x4xf32>
  %e4 = tensor.extract %dense[%c3, %c0] : tensor<2x2xi32>
  return %e0, %e1, %e2, %e3, %e4 : f32, i32, i32, f32, i32
}

func.func @insert_from_elements_splat(%i: index, %x: f32) -> (tensor<4xf32>, tensor<2xf32>, tensor<2x2xi1>, tensor<?xf32>, tensor<3xf32>) {
  %c2 = arith.constant 2 : index
  %cst = arith.constant 1.0 : f32
  %splat = arith.constant dense<1.0> : tensor<4xf32>
  %ins = tensor.insert %cst into %splat[%i] : tensor<4xf32>
  %fe = tensor.from_elements %cst, %cst : tensor<2xf32>
  %true = arith.constant true
  %s = tensor.splat %true : tensor<2x2xi1>
  %s2 = tensor.splat %cst[%c2] : tensor<?xf32>
  %s3 = tensor.splat %x : tensor<3xf32>
  return %ins, %fe, %s, %s2, %s3 : tensor<4xf32>, tensor<2xf32>, tensor<2x2xi1>, tensor<?xf32>, tensor<3xf32>
}

func.func @casts(%t: tensor<4x4xf32>, %u: tensor<?x?xf32>) -> (tensor<4x4xf32>, tensor<?x4xf32>, tensor<4x?xf32>) {
  %a = tensor.cast %t : tensor<4x4xf32> to tensor<?x4xf32>
  %b = tensor.cast %a : tensor<?x4xf32> to tensor<4x4xf32>
  %c = tensor.cast %u : tensor<?x?xf32> to tensor<4x?xf32>
  %d = tensor.cast %c : tensor<4x?xf32> to tensor<?x?xf32>
  %e = tensor.cast %d : tensor<?x?xf32> to tensor<4x?xf32>
  return %b, %a, %e : tensor<4x4xf32>, tensor<?x4xf32>, tensor<4x?xf32>
}

func.func @extract_slice(%t: tensor<8x8xf32>, %s: tensor<?x2xf32>, %i: index) -> (tensor<?x?xf32>, tensor<8x8xf32>, tensor<?x2xf32>, tensor<2xf32>, tensor<?x2xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = tensor.extract_slice %t[%c1, 2] [%c3, %i] [1, %c2] : tensor<8x8xf32> to tensor<?x?xf32>
  %b = tensor.extract_slice %t[0, 0] [8, 8] [1, 1] : tensor<8x8xf32> to tensor<8x8xf32>
  %ins = tensor.insert_slice %s into %t[0, %i] [%i, 2] [1, 1] : tensor<?x2xf32> into tensor<8x8xf32>
  %c = tensor.extract_slice %ins[0, %i] [%i, 2] [1, 1] : tensor<8x8xf32> to tensor<?x2xf32>
  %cst = arith.constant dense<3.0> : tensor<4x4xf32>
  %d = tensor.extract_slice %cst[1, 1] [1, 2] [1, 1] : tensor<4x4xf32> to tensor<2xf32>
  %cast = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
  %e = tensor.extract_slice %cast[0, %i] [%i, 2] [1, 1] : tensor<?x?xf32> to tensor<?x2xf32>
  return %a, %b, %c, %d, %e : tensor<?x?xf32>, tensor<8x8xf32>, tensor<?x2xf32>, tensor<2xf32>, tensor<?x2xf32>
}

func.func @insert_slice(%t: tensor<8x8xf32>, %s: tensor<?x?xf32>, %u: tensor<2x2xf32>, %i: index) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = tensor.insert_slice %s into %t[%c0, 1] [%c2, %c2] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  %ex = tensor.extract_slice %t[1, %i] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  %b = tensor.insert_slice %ex into %t[1, %i] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %z = arith.constant 0 : index
  %c = tensor.insert_slice %s into %t[0, 0] [%i, %z] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  %d = tensor.insert_slice %u into %a[0, %i] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %cu = tensor.cast %u : tensor<2x2xf32> to tensor<?x?xf32>
  %e = tensor.insert_slice %cu into %t[%i, 0] [%i, %i] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %a, %b, %c, %d, %e : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

func.func @reshapes(%t: tensor<4x6xf32>, %x: f32) -> (tensor<4x6xf32>, tensor<2x2x2x3xf32>, tensor<24xf32>, tensor<2x3xi32>, tensor<6xf32>, tensor<2x2xf32>) {
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, 6] : tensor<4x6xf32> into tensor<2x2x6xf32>
  %c = tensor.collapse_shape %e [[0, 1], [2]] : tensor<2x2x6xf32> into tensor<4x6xf32>
  %e2 = tensor.expand_shape %e [[0], [1], [2, 3]] output_shape [2, 2, 2, 3] : tensor<2x2x6xf32> into tensor<2x2x2x3xf32>
  %c2 = tensor.collapse_shape %e2 [[0, 1], [2, 3]] : tensor<2x2x2x3xf32> into tensor<4x6xf32>
  %c3 = tensor.collapse_shape %c2 [[0, 1]] : tensor<4x6xf32> into tensor<24xf32>
  %cst = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %e3 = tensor.expand_shape %cst [[0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
  %sp = tensor.splat %x : tensor<2x3xf32>
  %c4 = tensor.collapse_shape %sp [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %fe = tensor.from_elements %x, %x, %x, %x : tensor<4xf32>
  %e4 = tensor.expand_shape %fe [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  return %c, %e2, %c3, %e3, %c4, %e4 : tensor<4x6xf32>, tensor<2x2x2x3xf32>, tensor<24xf32>, tensor<2x3xi32>, tensor<6xf32>, tensor<2x2xf32>
}
