// tensor.extract_slice under the interpreter: a strided window.
// RUN: ir-run %s --entry f --print | FileCheck %s
// By hand: rows 1..2 of 0..23 as 4x6, columns 1 and 3 (stride 2):
// [[7, 9], [13, 15]].
// CHECK: result 0: shape [2,2] dtype f32
// CHECK-NEXT: {{\[\[}}7, 9], [13, 15]]
func.func @f() -> tensor<2x2xf32> {
  %x = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0, 16.0, 17.0], [18.0, 19.0, 20.0, 21.0, 22.0, 23.0]]> : tensor<4x6xf32>
  %0 = tensor.extract_slice %x[1, 1] [2, 2] [1, 2] : tensor<4x6xf32> to tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
