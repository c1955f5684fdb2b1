// tensor's syntax as mlir-opt 22 prints it: empty, extract/insert, mixed
// static/dynamic slice lists, dim, cast, from_elements, splat, reshapes;
// pretty -> pretty, pretty -> generic, generic -> pretty.
// RUN: ir-opt %s | FileCheck %s
// RUN: ir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: ir-opt --mlir-print-op-generic %s | ir-opt | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC %}
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-op-generic %s | mlir-opt | FileCheck %s %}

func.func @f(%m: memref<4x?xf32>, %i: index, %t: tensor<4x?xf32>, %v: f32, %b: memref<2048xi8>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %te = tensor.empty(%i) : tensor<4x?xf32>
  %te2 = tensor.empty() : tensor<4xf32>
  %x = tensor.extract %t[%c0, %i] : tensor<4x?xf32>
  %in = tensor.insert %v into %t[%c0, %i] : tensor<4x?xf32>
  %es = tensor.extract_slice %t[0, %i] [2, 1] [1, 1] : tensor<4x?xf32> to tensor<2x1xf32>
  %es2 = tensor.extract_slice %t[0, %i] [1, 1] [1, 1] : tensor<4x?xf32> to tensor<1xf32>
  %is = tensor.insert_slice %es into %t[0, %i] [2, 1] [1, 1] : tensor<2x1xf32> into tensor<4x?xf32>
  %td = tensor.dim %t, %c0 : tensor<4x?xf32>
  %tc = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %fe = tensor.from_elements %v, %v : tensor<2xf32>
  %sp = tensor.splat %v : tensor<2x2xf32>
  %sp2 = tensor.splat %v[%i] : tensor<2x?xf32>
  %tx = tensor.expand_shape %te2 [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %tco = tensor.collapse_shape %tx [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %tx2 = tensor.expand_shape %t [[0], [1, 2]] output_shape [4, %i, 2] : tensor<4x?xf32> into tensor<4x?x2xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<4x?xf32>, %arg1: index, %arg2: tensor<4x?xf32>, %arg3: f32, %arg4: memref<2048xi8>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = tensor.empty(%arg1) : tensor<4x?xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg2[%c0, %arg1] : tensor<4x?xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg3 into %arg2[%c0, %arg1] : tensor<4x?xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg2[0, %arg1] [2, 1] [1, 1] : tensor<4x?xf32> to tensor<2x1xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg2[0, %arg1] [1, 1] [1, 1] : tensor<4x?xf32> to tensor<1xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg2[0, %arg1] [2, 1] [1, 1] : tensor<2x1xf32> into tensor<4x?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg2, %c0 : tensor<4x?xf32>
// CHECK-NEXT: %cast = tensor.cast %arg2 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg3, %arg3 : tensor<2xf32>
// CHECK-NEXT: %splat = tensor.splat %arg3 : tensor<2x2xf32>
// CHECK-NEXT: %splat_1 = tensor.splat %arg3[%arg1] : tensor<2x?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %1 {{\[\[}}0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1]] : tensor<2x2xf32> into tensor<4xf32>
// CHECK-NEXT: %expanded_2 = tensor.expand_shape %arg2 {{\[\[}}0], [1, 2]] output_shape [4, %arg1, 2] : tensor<4x?xf32> into tensor<4x?x2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: %2 = "tensor.empty"(%arg1) : (index) -> tensor<4x?xf32>
// GENERIC: %3 = "tensor.empty"() : () -> tensor<4xf32>
// GENERIC: %4 = "tensor.extract"(%arg2, %0, %arg1) : (tensor<4x?xf32>, index, index) -> f32
// GENERIC: %5 = "tensor.insert"(%arg3, %arg2, %0, %arg1) : (f32, tensor<4x?xf32>, index, index) -> tensor<4x?xf32>
// GENERIC: %6 = "tensor.extract_slice"(%arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, 1>}> : (tensor<4x?xf32>, index) -> tensor<2x1xf32>
// GENERIC: %7 = "tensor.extract_slice"(%arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<4x?xf32>, index) -> tensor<1xf32>
// GENERIC: %8 = "tensor.insert_slice"(%6, %arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, 1>}> : (tensor<2x1xf32>, tensor<4x?xf32>, index) -> tensor<4x?xf32>
// GENERIC: %9 = "tensor.dim"(%arg2, %0) : (tensor<4x?xf32>, index) -> index
// GENERIC: %10 = "tensor.cast"(%arg2) : (tensor<4x?xf32>) -> tensor<?x?xf32>
// GENERIC: %11 = "tensor.from_elements"(%arg3, %arg3) : (f32, f32) -> tensor<2xf32>
// GENERIC: %12 = "tensor.splat"(%arg3) : (f32) -> tensor<2x2xf32>
// GENERIC: %13 = "tensor.splat"(%arg3, %arg1) : (f32, index) -> tensor<2x?xf32>
// GENERIC: %14 = "tensor.expand_shape"(%3) <{reassociation = {{\[\[}}0, 1]], static_output_shape = array<i64: 2, 2>}> : (tensor<4xf32>) -> tensor<2x2xf32>
// GENERIC: %15 = "tensor.collapse_shape"(%14) <{reassociation = {{\[\[}}0, 1]]}> : (tensor<2x2xf32>) -> tensor<4xf32>
// GENERIC: %16 = "tensor.expand_shape"(%arg2, %arg1) <{reassociation = {{\[\[}}0], [1, 2]], static_output_shape = array<i64: 4, -9223372036854775808, 2>}> : (tensor<4x?xf32>, index) -> tensor<4x?x2xf32>
