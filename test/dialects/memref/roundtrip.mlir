// memref's syntax as mlir-opt 22 prints it: alloc/alloca with sizes, symbols and
// alignment, load/store, mixed static/dynamic subview and reinterpret_cast lists,
// reshapes, view, globals; pretty -> pretty, pretty -> generic, generic -> pretty.
// RUN: ir-opt %s | FileCheck %s
// RUN: ir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: ir-opt --mlir-print-op-generic %s | ir-opt | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC %}
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-op-generic %s | mlir-opt | FileCheck %s %}

memref.global "private" constant @g0 : memref<2x3xf32> = dense<1.5>
memref.global @g1 : memref<4xi32> = uninitialized
memref.global "private" @g2 : memref<2xi32> = dense<1> {alignment = 64}
memref.global @g3 : memref<i32>
func.func @f(%m: memref<4x?xf32>, %i: index, %t: tensor<4x?xf32>, %v: f32, %b: memref<2048xi8>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%i) : memref<4x?xf32>
  %a2 = memref.alloc(%i)[%c4] {alignment = 64} : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %a3 = memref.alloca() : memref<3x3xf32>
  %l = memref.load %m[%c0, %i] : memref<4x?xf32>
  %l2 = memref.load %m[%c0, %i] {nontemporal = true} : memref<4x?xf32>
  memref.store %l, %m[%c0, %i] : memref<4x?xf32>
  %d = memref.dim %m, %c0 : memref<4x?xf32>
  %c = memref.cast %a3 : memref<3x3xf32> to memref<?x3xf32>
  memref.copy %a3, %a3 : memref<3x3xf32> to memref<3x3xf32>
  %s = memref.subview %a3[%i, 0] [2, %i] [1, 1] : memref<3x3xf32> to memref<2x?xf32, strided<[3, 1], offset: ?>>
  %r = memref.reinterpret_cast %a3 to offset: [0], sizes: [9], strides: [1] : memref<3x3xf32> to memref<9xf32, strided<[1]>>
  %r2 = memref.reinterpret_cast %a3 to offset: [%i], sizes: [%i, 3], strides: [3, 1] : memref<3x3xf32> to memref<?x3xf32, strided<[3, 1], offset: ?>>
  %e = memref.expand_shape %a3 [[0, 1], [2]] output_shape [1, 3, 3] : memref<3x3xf32> into memref<1x3x3xf32>
  %co = memref.collapse_shape %a3 [[0, 1]] : memref<3x3xf32> into memref<9xf32>
  %vw = memref.view %b[%c0][%i] : memref<2048xi8> to memref<?x4xf32>
  %vw2 = memref.view %b[%c0][] : memref<2048xi8> to memref<4x8xf32>
  %gg = memref.get_global @g0 : memref<2x3xf32>
  memref.dealloc %a : memref<4x?xf32>
  return
}

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: memref.global "private" constant @g0 : memref<2x3xf32> = dense<1.500000e+00>
// CHECK-NEXT: memref.global @g1 : memref<4xi32> = uninitialized
// CHECK-NEXT: memref.global "private" @g2 : memref<2xi32> = dense<1> {alignment = 64 : i64}
// CHECK-NEXT: memref.global @g3 : memref<i32>
// CHECK-NEXT: func.func @f(%arg0: memref<4x?xf32>, %arg1: index, %arg2: tensor<4x?xf32>, %arg3: f32, %arg4: memref<2048xi8>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<4x?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1)[%c4] {alignment = 64 : i64} : memref<?x4xf32, #map>
// CHECK-NEXT: %alloca = memref.alloca() : memref<3x3xf32>
// CHECK-NEXT: %0 = memref.load %arg0[%c0, %arg1] : memref<4x?xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%c0, %arg1] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT: memref.store %0, %arg0[%c0, %arg1] : memref<4x?xf32>
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<4x?xf32>
// CHECK-NEXT: %cast = memref.cast %alloca : memref<3x3xf32> to memref<?x3xf32>
// CHECK-NEXT: memref.copy %alloca, %alloca : memref<3x3xf32> to memref<3x3xf32>
// CHECK-NEXT: %subview = memref.subview %alloca[%arg1, 0] [2, %arg1] [1, 1] : memref<3x3xf32> to memref<2x?xf32, strided<[3, 1], offset: ?>>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloca to offset: [0], sizes: [9], strides: [1] : memref<3x3xf32> to memref<9xf32, strided<[1]>>
// CHECK-NEXT: %reinterpret_cast_1 = memref.reinterpret_cast %alloca to offset: [%arg1], sizes: [%arg1, 3], strides: [3, 1] : memref<3x3xf32> to memref<?x3xf32, strided<[3, 1], offset: ?>>
// CHECK-NEXT: %expand_shape = memref.expand_shape %alloca {{\[\[}}0, 1], [2]] output_shape [1, 3, 3] : memref<3x3xf32> into memref<1x3x3xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %alloca {{\[\[}}0, 1]] : memref<3x3xf32> into memref<9xf32>
// CHECK-NEXT: %view = memref.view %arg4[%c0][%arg1] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: %view_2 = memref.view %arg4[%c0][] : memref<2048xi8> to memref<4x8xf32>
// CHECK-NEXT: %2 = memref.get_global @g0 : memref<2x3xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "memref.global"() <{constant, initial_value = dense<1.500000e+00> : tensor<2x3xf32>, sym_name = "g0", sym_visibility = "private", type = memref<2x3xf32>}> : () -> ()
// GENERIC: "memref.global"() <{initial_value, sym_name = "g1", type = memref<4xi32>}> : () -> ()
// GENERIC: "memref.global"() <{alignment = 64 : i64, initial_value = dense<1> : tensor<2xi32>, sym_name = "g2", sym_visibility = "private", type = memref<2xi32>}> : () -> ()
// GENERIC: "memref.global"() <{sym_name = "g3", type = memref<i32>}> : () -> ()
// GENERIC: %2 = "memref.alloc"(%arg1) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4x?xf32>
// GENERIC: %3 = "memref.alloc"(%arg1, %1) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xf32, #map>
// GENERIC: %4 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x3xf32>
// GENERIC: %5 = "memref.load"(%arg0, %0, %arg1) : (memref<4x?xf32>, index, index) -> f32
// GENERIC: %6 = "memref.load"(%arg0, %0, %arg1) <{nontemporal = true}> : (memref<4x?xf32>, index, index) -> f32
// GENERIC: "memref.store"(%5, %arg0, %0, %arg1) : (f32, memref<4x?xf32>, index, index) -> ()
// GENERIC: %7 = "memref.dim"(%arg0, %0) : (memref<4x?xf32>, index) -> index
// GENERIC: %8 = "memref.cast"(%4) : (memref<3x3xf32>) -> memref<?x3xf32>
// GENERIC: "memref.copy"(%4, %4) : (memref<3x3xf32>, memref<3x3xf32>) -> ()
// GENERIC: %9 = "memref.subview"(%4, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<3x3xf32>, index, index) -> memref<2x?xf32, strided<[3, 1], offset: ?>>
// GENERIC: %10 = "memref.reinterpret_cast"(%4) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 9>, static_strides = array<i64: 1>}> : (memref<3x3xf32>) -> memref<9xf32, strided<[1]>>
// GENERIC: %11 = "memref.reinterpret_cast"(%4, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 3>, static_strides = array<i64: 3, 1>}> : (memref<3x3xf32>, index, index) -> memref<?x3xf32, strided<[3, 1], offset: ?>>
// GENERIC: %12 = "memref.expand_shape"(%4) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: 1, 3, 3>}> : (memref<3x3xf32>) -> memref<1x3x3xf32>
// GENERIC: %13 = "memref.collapse_shape"(%4) <{reassociation = {{\[\[}}0, 1]]}> : (memref<3x3xf32>) -> memref<9xf32>
// GENERIC: %14 = "memref.view"(%arg4, %0, %arg1) : (memref<2048xi8>, index, index) -> memref<?x4xf32>
// GENERIC: %15 = "memref.view"(%arg4, %0) : (memref<2048xi8>, index) -> memref<4x8xf32>
// GENERIC: %16 = "memref.get_global"() <{name = @g0}> : () -> memref<2x3xf32>
// GENERIC: "memref.dealloc"(%2) : (memref<4x?xf32>) -> ()
