// ir-gen std --seed 110 --size 18
func.func @kernel_0(%1: f32, %v2: tensor<4x2xindex>) -> (memref<8x4xf32>, f32 {test.foo = 1 : i32}, f16) {
  %3 = tensor.expand_shape %v2 [[0, 1], [2]] output_shape [1, 4, 2] : tensor<4x2xindex> into tensor<1x4x2xindex>
  %v4 = arith.constant 2 : index
  %tmp5 = arith.constant 1 : index
  %r_8 = scf.for %6 = %v4 to %v4 step %tmp5 iter_args(%7 = %1) -> (f32) {
    %lhs = arith.constant 0.5 : f16
    %10 = arith.constant -7.5 : f16
    %11 = math.fma %lhs, %10, %10 : f16
    %x12 = arith.constant 1.5e-1 : f32
    scf.yield %x12 : f32
  }
  %13 = tensor.collapse_shape %3 [[0, 1], [2]] : tensor<1x4x2xindex> into tensor<4x2xindex>
  %c = arith.constant 2 : index
  %15 = arith.constant 9 : index
  %v16 = arith.constant 1 : index
  %17 = arith.constant 4.0E+2 : f64
  %21:2 = scf.for %18 = %c to %15 step %v16 iter_args(%acc = %r_8, %acc_20 = %17) -> (f32, f64) {
    %empty_22 = tensor.empty() : tensor<4x8xi32>
    %lin = linalg.sub ins(%empty_22, %empty_22 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%empty_22 : tensor<4x8xi32>) -> tensor<4x8xi32>
    scf.yield %acc, %17 : f32, f64
  }
  %empty_24 = tensor.empty() : tensor<8x4xf64>
  %tmp25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%empty_24, %empty_24 : tensor<8x4xf64>, tensor<8x4xf64>) outs(%empty_24 : tensor<8x4xf64>) {
  ^bb0(%in: f64, %28: f64, %29: f64):
    %tmp30 = arith.addf %in, %28 : f64
    %s = arith.addf %tmp30, %29 : f64
    %tmp32 = math.absf %s : f64
    linalg.yield %tmp3