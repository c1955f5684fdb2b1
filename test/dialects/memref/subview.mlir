// memref.subview result types against the inferred strided layout, with
// mlir-opt 22's messages (the expected types it names included).
// RUN: ir-opt --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --split-input-file --verify-diagnostics %s | FileCheck %s %}
// CHECK-LABEL: func.func @a
// CHECK: memref.subview %{{.*}}[0] [2] [1] : memref<4xbf16> to memref<2xbf16, strided<[1]>>
// CHECK: memref.subview %{{.*}}[1] [2] [1] : memref<4xbf16> to memref<2xbf16, strided<[1], offset: 1>>
func.func @a(%m: memref<4xbf16>) {
  %0 = memref.subview %m[0] [2] [1] : memref<4xbf16> to memref<2xbf16, strided<[1]>>
  %1 = memref.subview %m[1] [2] [1] : memref<4xbf16> to memref<2xbf16, strided<[1], offset: 1>>
  return
}

// -----

func.func @b(%m: memref<4xbf16>) {
  // expected-error @+1 {{expected result type to be 'memref<2xbf16, strided<[1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<3xbf16, strided<[1]>>'}}
  %0 = memref.subview %m[0] [2] [1] : memref<4xbf16> to memref<3xbf16, strided<[1]>>
  return
}

// -----

func.func @b(%m: memref<4xbf16>) {
  // expected-error @+1 {{expected result type to be 'memref<2xbf16, strided<[1], offset: 1>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2xbf16, strided<[1]>>'}}
  %0 = memref.subview %m[1] [2] [1] : memref<4xbf16> to memref<2xbf16, strided<[1]>>
  return
}

// -----

func.func @b(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[%i, 1] [1, 2] [1, %i] : memref<4x4xf32> to memref<2xf32, strided<[?], offset: ?>>
  return
}

// -----

func.func @b(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{expected result type to be 'memref<1x2xf32, strided<[4, ?], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2xf32, strided<[4], offset: ?>>'}}
  %0 = memref.subview %m[%i, 1] [1, 2] [1, %i] : memref<4x4xf32> to memref<2xf32, strided<[4], offset: ?>>
  return
}

// -----

func.func @b(%m: memref<4x1x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<4x1x4xf32> to memref<1x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @b(%m: memref<4x1x4xf32>, %i: index) {
  // expected-error @+1 {{expected result type to be 'memref<1x1x4xf32, strided<[4, 4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1x4xf32, strided<[1, 1]>>'}}
  %0 = memref.subview %m[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<4x1x4xf32> to memref<1x4xf32, strided<[1, 1]>>
  return
}

// -----

func.func @b(%m: memref<?x4xf32>, %i: index) {
  %0 = memref.subview %m[2, 0] [1, 4] [1, 1] : memref<?x4xf32> to memref<4xf32, strided<[1], offset: 8>>
  return
}

// -----

func.func @b(%m: memref<4x0x3xf32>, %i: index) {
  // expected-error @+1 {{offset 1 is out-of-bounds: 0 >= 0}}
  %0 = memref.subview %m[2, 0, 1] [1, 0, 2] [1, 1, 1] : memref<4x0x3xf32> to memref<0x2xf32, strided<[3, 1], offset: ?>>
  return
}

// -----

func.func @b(%m: memref<8xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>, %i: index) {
  // expected-error @+1 {{expected result type to be 'memref<2xf32, strided<[4], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2xf32, strided<[4], offset: 3>>'}}
  %0 = memref.subview %m[1] [2] [2] : memref<8xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>> to memref<2xf32, strided<[4], offset: 3>>
  return
}

// -----

func.func @b(%m: memref<8xf32, 1>, %i: index) {
  // expected-error @+1 {{expected result element type to be 'f32', but got 'memref<2xi32, strided<[2], offset: 1>, 1>'}}
  %0 = memref.subview %m[1] [2] [2] : memref<8xf32, 1> to memref<2xi32, strided<[2], offset: 1>, 1>
  return
}

// -----

func.func @b(%m: memref<8xf32, 1>, %i: index) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<8xf32, 1>' and subview memref type 'memref<2xf32, strided<[2], offset: 1>>'}}
  %0 = memref.subview %m[1] [2] [2] : memref<8xf32, 1> to memref<2xf32, strided<[2], offset: 1>>
  return
}

// -----

func.func @b(%m: memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>>, %i: index) {
  // expected-error @+1 {{base type 'memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>>' is not strided}}
  %0 = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<2x2xf32, strided<[2, 1], offset: 1>>
  return
}

// -----

func.func @b(%m: memref<8xf32>, %i: index) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = memref.subview %m[7] [2] [2] : memref<8xf32> to memref<2xf32, strided<[2], offset: 7>>
  return
}
