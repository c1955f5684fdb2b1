func.func private @ext0(f32, f64, f32) -> f64
func.func @compute0(%tmp1: memref<?xf64>, %arg: f64 {test.foo = 1 : i32}, %3: memref<1xf32>) -> f64 {
  %4 = arith.constant dense<[[4.0E+2, 0.5, 0.0, 3.0], [1.0, 4.0E+2, 1.0, -1.0], [0.5, 1.0, 1.0, 0.0], [1.000000e+00, 1.000000e+00, 100.0, 3.0]]> : tensor<4x4xf64>
  %lin_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %4 : tensor<4x4xf64>, tensor<4x4xf64>) outs(%4 : tensor<4x4xf64>) {
  ^bb0(%in: f64, %in_7: f64, %in_8: f64):
    %val = arith.addf %in, %in_7 : f64 // TODO: check
    %res = arith.addf %val, %in_8 : f64
    %11 = math.absf %res : f64
    linalg.yield %11 : f64
  } -> tensor<4x4xf64>
  %lhs = tensor.empty() : tensor<2x4xf32>
  %tmp13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lhs : tensor<2x4xf32>) outs(%lhs : tensor<2x4xf32>) {
  ^bb0(%v14: f32, %15: f32):
    %s = arith.addf %v14, %15 : f32
    linalg.yield %s : f32
  } -> tensor<2x4xf32>
  cf.br ^bb1
^bb1:
  %17 = arith.constant -1.0 : f32
  %c = arith.constant 0 : index
  %19 = arith.constant 3 : index
  %inserted = tensor.insert %17 into %tmp13[%c, %19] : tensor<2x4xf32>
  %22 = arith.constant 6 : index
  %24 = memref.alloca(%22) : memref<?xf64>
  %25 = memref.alloc() : memref<1xf32>
  %26 = func.call @compute0(%24, %arg, %25) : (memref<?xf64>, f64, memref<1xf32>) -> f64
  %27 = arith.constant true
  cf.cond_br %27, ^b2(%17 : f32), ^b3(%arg : f64)
^b2(%t28: f32):
  %29 = arith.constant false
  %x_1 = scf.if %29 -> f32 {
    %31 = arith.constant 1 : index
    %32 = memref.subview %3[0] [1] [%31] : memref<1xf32> to memref<1xf32, strided<[?], offset: 0>>
    %asinh_33 = math.asinh %arg fastmath<nnan,ninf> : f64
    %34 = scf.if %29 -> f32 {
      %36 = arith.constant 1 : index
      %dim_37 = tensor.dim %lhs, %36 : tensor<2x4xf32>
      %r = func.call @ext0(%t28, %arg, %t28) : (f32, f64, f32) -> f64
      %41 = arith.constant dense<[1.5e-1, 3.0, 1.5e-1, 3.0]> : tensor<4xf32>
      %x42 = arith.constant 1.0 : f32
      %43 = arith.constant 0 : index
      %44 = tensor.insert %x42 into %41[%43] : tensor<4xf32>
      scf.yield %x42 : f32
    } else {
      %45 = arith.constant dense<1> : vector<3xi64>
      %muli = arith.muli %45, %45 overflow<nuw,nsw> : vector<3xi64>
      %c_47 = arith.constant -1 : i16
      %x48 = math.fpowi %arg, %c_47 fastmath<nnan, ninf, nsz> : f64, i16
      %49 = memref.alloca() : memref<2x4xi16>
      %50 = memref.alloc() {alignment = 16 : i64} : memref<4x2xi16>
      linalg.transpose ins(%49 : memref<2x4xi16>) outs(%50 : memref<4x2xi16>) permutation = [1, 0]
      scf.yield %t28 : f32
    }
    scf.yield %34 : f32
  } else {
    scf.yield %t28 : f32
  }
  %t51 = arith.constant -1.0 : f64
  cf.br ^b3(%t51 : f64)
^b3(%52: f64):

  %x54 = arith.constant 2147483647 : i32
  %t55 = arith.cmpi ule, %x54, %x54 : i32
  cf.cond_br %t55, ^loop_4, ^loop_4
^loop_4:
  func.return %arg : f64
}
