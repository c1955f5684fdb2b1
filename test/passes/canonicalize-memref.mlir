// canonicalize on memref ops as mlir-opt 22 does it: dead allocations
// (stores and deallocs only) erased, constant sizes made static, casts
// folded into loads/stores/dims/copies, self and empty copies erased, dim
// of alloc and subview sizes, subviews with constant arguments (strided
// result types), trivial subviews, reinterpret_cast of a zero-offset subview,
// reshape composition, view with constant sizes.
// RUN: ir-opt --canonicalize %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --canonicalize %s | FileCheck %s %}

// CHECK-LABEL: func.func @alloc(%arg0: f32, %arg1: index) -> (f32, memref<?x4xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %alloca = memref.alloca() {alignment = 64 : i64} : memref<3x4xf32>
// CHECK-NEXT: memref.store %arg0, %alloca[%c1, %c2] : memref<3x4xf32>
// CHECK-NEXT: %0 = memref.load %alloca[%c1, %c2] : memref<3x4xf32>
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?x4xf32>
// CHECK-NEXT: return %0, %alloc : f32, memref<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim(%arg0: memref<4x?xf32>, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT: return %arg1, %c4, %dim, %arg1 : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy_cast(%arg0: memref<4x4xf32>, %arg1: f32) -> (f32, memref<4x4xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c1, %c1] : memref<4x4xf32>
// CHECK-NEXT: memref.store %arg1, %arg0[%c1, %c1] : memref<4x4xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<4x4xf32> to memref<4x4xf32>
// CHECK-NEXT: return %0, %arg0 : f32, memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview(%arg0: memref<4x4xf32>, %arg1: index) -> (memref<?x1xf32, strided<[4, ?], offset: ?>>, memref<3x?xf32, strided<[4, 1], offset: ?>>, memref<4x4xf32, strided<[4, 1]>>, memref<12xf32, strided<[1]>>, memref<3xf32, strided<[1], offset: ?>>) {
// CHECK-NEXT: %subview = memref.subview %arg0[1, 1] [2, 1] [1, 1] : memref<4x4xf32> to memref<2x1xf32, strided<[4, 1], offset: 5>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<2x1xf32, strided<[4, 1], offset: 5>> to memref<?x1xf32, strided<[4, ?], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[1, 0] [3, 3] [1, 1] : memref<4x4xf32> to memref<3x3xf32, strided<[4, 1], offset: 4>>
// CHECK-NEXT: %cast_1 = memref.cast %subview_0 : memref<3x3xf32, strided<[4, 1], offset: 4>> to memref<3x?xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %cast_2 = memref.cast %arg0 : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [12], strides: [1] : memref<4x4xf32> to memref<12xf32, strided<[1]>>
// CHECK-NEXT: %subview_3 = memref.subview %arg0[1, 1] [1, 3] [1, 1] : memref<4x4xf32> to memref<3xf32, strided<[1], offset: 5>>
// CHECK-NEXT: %cast_4 = memref.cast %subview_3 : memref<3xf32, strided<[1], offset: 5>> to memref<3xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %cast, %cast_1, %cast_2, %reinterpret_cast, %cast_4 : memref<?x1xf32, strided<[4, ?], offset: ?>>, memref<3x?xf32, strided<[4, 1], offset: ?>>, memref<4x4xf32, strided<[4, 1]>>, memref<12xf32, strided<[1]>>, memref<3xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_view(%arg0: memref<4x6xf32>, %arg1: f32) -> (memref<4x6xf32>, memref<2x2x2x3xf32>, memref<24xf32>, memref<?x4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [2, 2, 2, 3] : memref<4x6xf32> into memref<2x2x2x3xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x6xf32> into memref<24xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<2048xi8>
// CHECK-NEXT: %view = memref.view %alloc[%c0][] : memref<2048xi8> to memref<3x4xf32>
// CHECK-NEXT: %cast = memref.cast %view : memref<3x4xf32> to memref<?x4xf32>
// CHECK-NEXT: %0 = memref.get_global @g0 : memref<2x3xf32>
// CHECK-NEXT: %1 = memref.load %0[%c0, %c0] : memref<2x3xf32>
// CHECK-NEXT: memref.store %1, %view[%c0, %c0] : memref<3x4xf32>
// CHECK-NEXT: return %arg0, %expand_shape, %collapse_shape, %cast : memref<4x6xf32>, memref<2x2x2x3xf32>, memref<24xf32>, memref<?x4xf32>
// CHECK-NEXT: }

memref.global "private" constant @g0 : memref<2x3xf32> = dense<1.5>

func.func @alloc(%v: f32, %n: index) -> (f32, memref<?x4xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c3) : memref<?x4xf32>
  memref.store %v, %a[%c1, %c2] : memref<?x4xf32>
  memref.dealloc %a : memref<?x4xf32>
  %b = memref.alloca(%c3) {alignment = 64} : memref<?x4xf32>
  memref.store %v, %b[%c1, %c2] : memref<?x4xf32>
  %x = memref.load %b[%c1, %c2] : memref<?x4xf32>
  %d = memref.alloc() : memref<8xf32>
  memref.dealloc %d : memref<8xf32>
  %s = arith.constant 5 : index
  %e = memref.alloc(%n)[%s] {alignment = 64} : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  memref.store %v, %e[%c1, %c1] : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %f = memref.alloc(%n) : memref<?x4xf32>
  return %x, %f : f32, memref<?x4xf32>
}

func.func @dim(%m: memref<4x?xf32>, %n: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c1 : memref<4x?xf32>
  %d1 = memref.dim %m, %c0 : memref<4x?xf32>
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %d2 = memref.dim %c, %c1 : memref<?x?xf32>
  %sv = memref.subview %m[0, 0] [2, %n] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1]>>
  %d3 = memref.dim %sv, %c1 : memref<2x?xf32, strided<[?, 1]>>
  memref.dealloc %a : memref<4x?xf32>
  return %d0, %d1, %d2, %d3 : index, index, index, index
}

func.func @copy_cast(%m: memref<4x4xf32>, %v: f32) -> (f32, memref<4x4xf32>) {
  %c1 = arith.constant 1 : index
  memref.copy %m, %m : memref<4x4xf32> to memref<4x4xf32>
  %c = memref.cast %m : memref<4x4xf32> to memref<?x4xf32>
  %y = memref.load %c[%c1, %c1] : memref<?x4xf32>
  memref.store %v, %c[%c1, %c1] : memref<?x4xf32>
  %c2 = memref.cast %c : memref<?x4xf32> to memref<4x4xf32>
  %a = memref.alloc() : memref<4x4xf32>
  memref.copy %m, %a : memref<4x4xf32> to memref<4x4xf32>
  %z = memref.alloc() : memref<0x4xf32>
  %w = memref.alloc() : memref<0x4xf32>
  memref.copy %z, %w : memref<0x4xf32> to memref<0x4xf32>
  return %y, %c2 : f32, memref<4x4xf32>
}

func.func @subview(%m: memref<4x4xf32>, %n: index) -> (memref<?x1xf32, strided<[4, ?], offset: ?>>, memref<3x?xf32, strided<[4, 1], offset: ?>>, memref<4x4xf32, strided<[4, 1]>>, memref<12xf32, strided<[1]>>, memref<3xf32, strided<[1], offset: ?>>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.subview %m[1, %c1] [%c2, 1] [1, %c1] : memref<4x4xf32> to memref<?x1xf32, strided<[4, ?], offset: ?>>
  %b = memref.subview %m[%c1, 0] [3, %c3] [1, 1] : memref<4x4xf32> to memref<3x?xf32, strided<[4, 1], offset: ?>>
  %c = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  %r = memref.reinterpret_cast %c to offset: [0], sizes: [12], strides: [1] : memref<4x4xf32, strided<[4, 1]>> to memref<12xf32, strided<[1]>>
  %d = memref.subview %m[%c1, 1] [1, 3] [1, 1] : memref<4x4xf32> to memref<3xf32, strided<[1], offset: ?>>
  return %a, %b, %c, %r, %d : memref<?x1xf32, strided<[4, ?], offset: ?>>, memref<3x?xf32, strided<[4, 1], offset: ?>>, memref<4x4xf32, strided<[4, 1]>>, memref<12xf32, strided<[1]>>, memref<3xf32, strided<[1], offset: ?>>
}

func.func @reshape_view(%m: memref<4x6xf32>, %v: f32) -> (memref<4x6xf32>, memref<2x2x2x3xf32>, memref<24xf32>, memref<?x4xf32>) {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, 6] : memref<4x6xf32> into memref<2x2x6xf32>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<2x2x6xf32> into memref<4x6xf32>
  %e2 = memref.expand_shape %e [[0], [1], [2, 3]] output_shape [2, 2, 2, 3] : memref<2x2x6xf32> into memref<2x2x2x3xf32>
  %c2 = memref.collapse_shape %m [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %buf = memref.alloc() : memref<2048xi8>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %vw = memref.view %buf[%c0][%c3] : memref<2048xi8> to memref<?x4xf32>
  %g = memref.get_global @g0 : memref<2x3xf32>
  %l = memref.load %g[%c0, %c0] : memref<2x3xf32>
  memref.store %l, %vw[%c0, %c0] : memref<?x4xf32>
  return %c, %e2, %c2, %vw : memref<4x6xf32>, memref<2x2x2x3xf32>, memref<24xf32>, memref<?x4xf32>
}
