#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @ext0(f32, f64, f32) -> f64
  func.func @compute0(%arg0: memref<?xf64>, %arg1: f64 {test.foo = 1 : i32}, %arg2: memref<1xf32>) -> f64 {
    %cst = arith.constant dense<[[4.000000e+02, 5.000000e-01, 0.000000e+00, 3.000000e+00], [1.000000e+00, 4.000000e+02, 1.000000e+00, -1.000000e+00], [5.000000e-01, 1.000000e+00, 1.000000e+00, 0.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+02, 3.000000e+00]]> : tensor<4x4xf64>
    %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst, %cst : tensor<4x4xf64>, tensor<4x4xf64>) outs(%cst : tensor<4x4xf64>) {
    ^bb0(%in: f64, %in_2: f64, %out: f64):
      %8 = arith.addf %in, %in_2 : f64
      %9 = arith.addf %8, %out : f64
      %10 = math.absf %9 : f64
      linalg.yield %10 : f64
    } -> tensor<4x4xf64>
    %1 = tensor.empty() : tensor<2x4xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<2x4xf32>) outs(%1 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.addf %in, %out : f32
      linalg.yield %8 : f32
    } -> tensor<2x4xf32>
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %cst_0 = arith.constant -1.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %inserted = tensor.insert %cst_0 into %2[%c0, %c3] : tensor<2x4xf32>
    %c6 = arith.constant 6 : index
    %alloca = memref.alloca(%c6) : memref<?xf64>
    %alloc = memref.alloc() : memref<1xf32>
    %3 = call @compute0(%alloca, %arg1, %alloc) : (memref<?xf64>, f64, memref<1xf32>) -> f64
    %true = arith.constant true
    cf.cond_br %true, ^bb2(%cst_0 : f32), ^bb3(%arg1 : f64)
  ^bb2(%4: f32):  // pred: ^bb1
    %false = arith.constant false
    %5 = scf.if %false -> (f32) {
      %c1 = arith.constant 1 : index
      %subview = memref.subview %arg2[0] [1] [%c1] : memref<1xf32> to memref<1xf32, strided<[?]>>
      %8 = math.asinh %arg1 fastmath<nnan,ninf> : f64
      %9 = scf.if %false -> (f32) {
        %c1_2 = arith.constant 1 : index
        %dim = tensor.dim %1, %c1_2 : tensor<2x4xf32>
        %10 = func.call @ext0(%4, %arg1, %4) : (f32, f64, f32) -> f64
        %cst_3 = arith.constant dense<[1.500000e-01, 3.000000e+00, 1.500000e-01, 3.000000e+00]> : tensor<4xf32>
        %cst_4 = arith.constant 1.000000e+00 : f32
        %c0_5 = arith.constant 0 : index
        %inserted_6 = tensor.insert %cst_4 into %cst_3[%c0_5] : tensor<4xf32>
        scf.yield %cst_4 : f32
      } else {
        %cst_2 = arith.constant dense<1> : vector<3xi64>
        %10 = arith.muli %cst_2, %cst_2 overflow<nsw, nuw> : vector<3xi64>
        %c-1_i16 = arith.constant -1 : i16
        %11 = math.fpowi %arg1, %c-1_i16 fastmath<nnan,ninf,nsz> : f64, i16
        %alloca_3 = memref.alloca() : memref<2x4xi16>
        %alloc_4 = memref.alloc() {alignment = 16 : i64} : memref<4x2xi16>
        linalg.transpose ins(%alloca_3 : memref<2x4xi16>) outs(%alloc_4 : memref<4x2xi16>) permutation = [1, 0] 
        scf.yield %4 : f32
      }
      scf.yield %9 : f32
    } else {
      scf.yield %4 : f32
    }
    %cst_1 = arith.constant -1.000000e+00 : f64
    cf.br ^bb3(%cst_1 : f64)
  ^bb3(%6: f64):  // 2 preds: ^bb1, ^bb2
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %7 = arith.cmpi ule, %c2147483647_i32, %c2147483647_i32 : i32
    cf.cond_br %7, ^bb4, ^bb4
  ^bb4:  // 2 preds: ^bb3, ^bb3
    return %arg1 : f64
  }
}

