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
    %s = arith.addf %tmp30, %29 overflow<nsw> : f64
    %tmp32 = math.absf %s : f64
    linalg.yield %tmp32 : f64
  } -> tensor<8x4xf64>
  %34 = arith.constant 4611686018427387903 : i64
  %35 = arith.cmpi sge, %34, %34 : i64
  scf.if %35 {
    scf.execute_region {
      %tmp36 = arith.constant 5 : index
      %37 = arith.constant 4 : index
      %alloc_38 = memref.alloc(%tmp36)[%37] {alignment = 64} : memref<?x4xi64, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
      %fma_39 = math.fma %21#0, %1, %r_8 fastmath<afn> : f32
      %40 = arith.constant 0 : index    // keep
      %dim = tensor.dim %tmp25, %40 : tensor<8x4xf64>
      scf.yield
    }
  }
  %y = math.atan %1 fastmath<afn> : f32
  %divf_43 = arith.divf %21#0, %1 fastmath<nnan, ninf, nsz> : f32
  %cst = arith.constant 0.5 : bf16 //
  %ceil = math.ceil %cst fastmath<none> : bf16
  %a.b = tensor.empty() : tensor<8x4xi64>
  %lin_47 = linalg.transpose ins(%a.b : tensor<8x4xi64>) outs(%a.b : tensor<8x4xi64>) permutation = [0, 1]
  %cst_48 = arith.constant dense<4.0E+2> : vector<8x4xf32>
  %cmp_49 = arith.cmpf ord, %cst_48, %cst_48 fastmath<nnan,ninf> : vector<8x4xf32>
  %50 = arith.constant 3.0 : f16
  %sinh = math.sinh %50 fastmath<fast> : f16
  %52 = memref.alloc() : memref<8x4xf32>
  return %52, %r_8, %sinh : memref<8x4xf32>, f32, f16
}
