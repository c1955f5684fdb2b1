#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module attributes {test.module_note = "std"} {
  func.func public @fn.0(%arg0: i32, %arg1: f32 {llvm.noundef, test.tag = "x"}, %arg2: vector<1x8xf32>) -> (i32 {test.foo = 1 : i32}) {
    %alloc = memref.alloc() : memref<4x4x1xf16>
    %alloc_0 = memref.alloc() : memref<4x4x1xf16>
    linalg.generic {doc = "elementwise", indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc, %alloc_0 : memref<4x4x1xf16>, memref<4x4x1xf16>) outs(%alloc : memref<4x4x1xf16>) {
    ^bb0(%in: f16, %in_3: f16, %out: f16):
      %7 = arith.addf %in, %in_3 : f16
      %8 = arith.addf %7, %out : f16
      linalg.yield %8 : f16
    }
    %false = arith.constant false
    cf.assert %false, "bounds check"
    %c6 = arith.constant 6 : index
    %0 = tensor.empty(%c6) : tensor<4x4x?xf64>
    %c4 = arith.constant 4 : index
    %1 = tensor.empty(%c4) : tensor<4x4x?xi32>
    %2 = math.fpowi %0, %1 : tensor<4x4x?xf64>, tensor<4x4x?xi32>
    %cst = arith.constant -7.500000e+00 : f64
    %3 = math.ceil %cst fastmath<nnan,ninf> : f64
    %true = arith.constant true
    %4:2 = scf.if %true -> (i32, i32) {
      scf.forall (%arg3, %arg4) in (7, 1) {
        %8 = tensor.empty() : tensor<2x1xi32>
        %cst_6 = arith.constant dense<-17> : tensor<1x4xi32>
        %9 = tensor.empty() : tensor<2x4xi32>
        %10 = linalg.matmul ins(%8, %cst_6 : tensor<2x1xi32>, tensor<1x4xi32>) outs(%9 : tensor<2x4xi32>) -> tensor<2x4xi32>
        %11:2 = scf.if %false -> (f32, f32) {
          %subview = memref.subview %alloc_0[3, 0, 0] [1, 1, 1] [1, 1, 1] : memref<4x4x1xf16> to memref<1x1x1xf16, strided<[4, 1, 1], offset: 12>>
          %c-1_i64 = arith.constant -1 : i64
          %c31_i64 = arith.constant 31 : i64
          %12 = arith.ori %c-1_i64, %c31_i64 : i64
          scf.yield %arg1, %arg1 : f32, f32
        } else {
          %cast_7 = tensor.cast %10 : tensor<2x4xi32> to tensor<?x?xi32>
          %c1 = arith.constant 1 : index
          %dim = tensor.dim %10, %c1 : tensor<2x4xi32>
          %cst_8 = arith.constant -7.500000e+00 : f32
          %cst_9 = arith.constant 2.500000e+00 : f32
          scf.yield %cst_8, %cst_9 : f32, f32
        }
      }
      %alloc_3 = memref.alloc() : memref<4xf32>
      %cast = memref.cast %alloc_3 : memref<4xf32> to memref<?xf32>
      %c3 = arith.constant 3 : index
      %c3_4 = arith.constant 3 : index
      %c0_5 = arith.constant 0 : index
      %7 = memref.load %alloc[%c3, %c3_4, %c0_5] : memref<4x4x1xf16>
      %c1_i32 = arith.constant 1 : i32
      scf.yield %arg0, %c1_i32 : i32, i32
    } else {
      %cst_3 = arith.constant dense<[[0.000000e+00, 3.000000e+00, -7.500000e+00, -2.500000e-01, 3.000000e+00, -7.500000e+00, 5.000000e-01, 3.000000e+00]]> : vector<1x8xf16>
      %7 = math.log10 %cst_3 : vector<1x8xf16>
      %8 = func.call @fn.0(%arg0, %arg1, %arg2) : (i32, f32, vector<1x8xf32>) -> i32
      %9 = arith.floordivsi %false, %false : i1
      scf.yield %arg0, %8 : i32, i32
    }
    %cst_1 = arith.constant 2.500000e+00 : f16
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    memref.store %cst_1, %alloc[%c2, %c0, %c0_2] : memref<4x4x1xf16>
    %c-1_i32 = arith.constant -1 : i32
    %5 = call @fn.0(%c-1_i32, %arg1, %arg2) : (i32, f32, vector<1x8xf32>) -> i32
    %6 = arith.select %false, %arg1, %arg1 : f32
    return %4#1 : i32
  }
}

