#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func private @fn.0(%arg0: vector<4xi64>) -> (tensor<8x?xf64> {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
    %cst = arith.constant 1.500240e-01 : f16
    %0 = math.sin %cst fastmath<arcp> : f16
    %c-7_i32 = arith.constant -7 : i32
    %1 = scf.while (%arg1 = %c-7_i32) : (i32) -> i32 {
      %7 = tensor.empty() : tensor<8x4xf32>
      %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<8x4xf32>) outs(%7 : tensor<8x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %10 = arith.addf %in, %out : f32
        linalg.yield %10 : f32
      } -> tensor<8x4xf32>
      %c59 = arith.constant 59 : index
      %9 = arith.cmpi eq, %c59, %c59 : index
      %c59_i32 = arith.constant 59 : i32
      scf.condition(%9) %c59_i32 : i32
    } do {
    ^bb0(%arg1: i32):
      %c8 = arith.constant 8 : index
      %c7 = arith.constant 7 : index
      %alloc = memref.alloc(%c8)[%c7] {alignment = 64 : i64} : memref<?x4xf64, #map1>
      scf.yield %arg1 : i32
    }
    %cst_0 = arith.constant dense<5.000000e-01> : vector<8x4xf32>
    %2 = arith.maxnumf %cst_0, %cst_0 fastmath<afn> : vector<8x4xf32>
    %c22_i16 = arith.constant 22 : i16
    %low, %high = arith.mulsi_extended %c22_i16, %c22_i16 : i16
    %cst_1 = arith.constant -2.500000e-01 : f64
    cf.br ^bb1(%cst_1 : f64)
  ^bb1(%3: f64):  // pred: ^bb0
    %splat = tensor.splat %cst_1 : tensor<4xf64>
    %c1 = arith.constant 1 : index
    %4 = tensor.empty(%c1) : tensor<?xi16>
    %5 = arith.cmpi ult, %c1, %c1 : index
    scf.if %5 {
      %expanded = tensor.expand_shape %splat [[0, 1]] output_shape [2, 2] : tensor<4xf64> into tensor<2x2xf64>
      %7 = arith.cmpi ule, %c-7_i32, %c-7_i32 : i32
      cf.assert %7, "x must be \22positive\22"
      %c44_i8 = arith.constant 44 : i8
      %low_2, %high_3 = arith.mulsi_extended %c44_i8, %c44_i8 : i8
    }
    cf.cond_br %5, ^bb2, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %c5 = arith.constant 5 : index
    %6 = tensor.empty(%c5) : tensor<8x?xf64>
    return %6 : tensor<8x?xf64>
  }
}

