#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @compute0(%arg0: memref<?x1xf32>, %arg1: vector<1xbf16>, %arg2: bf16 {llvm.noundef}) {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%arg3) = (%c0) to (%c3) step (%c1) {
      %6:2 = scf.while (%arg4 = %arg2, %arg5 = %c3) : (bf16, index) -> (bf16, index) {
        %c1_7 = arith.constant 1 : index
        %9 = arith.cmpi uge, %arg5, %c1_7 : index
        cf.assert %9, "bounds check"
        scf.condition(%9) %arg4, %arg5 : bf16, index
      } do {
      ^bb0(%arg4: bf16, %arg5: index):
        %cst_7 = arith.constant dense<[[1.503910e-01], [1.000000e+00], [-7.500000e+00]]> : vector<3x1xbf16>
        %9 = math.atanh %cst_7 : vector<3x1xbf16>
        scf.yield %arg4, %c0 : bf16, index
      }
      %cst_5 = arith.constant dense<[1, 0, -1, -1]> : vector<4xindex>
      %7 = arith.shrsi %cst_5, %cst_5 : vector<4xindex>
      %cst_6 = arith.constant 1.000000e+02 : f16
      %8 = arith.cmpf false, %cst_6, %cst_6 fastmath<nnan,ninf,nsz> : f16
      scf.reduce 
    }
    %cst = arith.constant dense<2.500000e+00> : tensor<4x1xbf16>
    call @compute0(%arg0, %arg1, %arg2) : (memref<?x1xf32>, vector<1xbf16>, bf16) -> ()
    %false = arith.constant false
    cf.assert %false, "ok"
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.cmpi uge, %c0_i32, %c1_i32 : i32
    %1 = tensor.empty() : tensor<4xf32>
    %cst_0 = arith.constant dense<3.000000e+00> : tensor<4x4xf32>
    %broadcasted = linalg.broadcast ins(%1 : tensor<4xf32>) outs(%cst_0 : tensor<4x4xf32>) dimensions = [1] 
    %cst_1 = arith.constant dense<-2.500000e-01> : tensor<1x1xf32>
    %cst_2 = arith.constant dense<-1.000000e+00> : tensor<1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%cst_1 : tensor<1x1xf32>) outs(%cst_2 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.addf %in, %out : f32
      %7 = math.absf %6 : f32
      linalg.yield %7 : f32
    } -> tensor<1xf32>
    %3 = tensor.empty() : tensor<4x4xbf16>
    %c2 = arith.constant 2 : index
    %c1_3 = arith.constant 1 : index
    %4 = tensor.empty() : tensor<1x1xbf16>
    %inserted_slice = tensor.insert_slice %4 into %3[%c2, 3] [1, 1] [1, %c1_3] : tensor<1x1xbf16> into tensor<4x4xbf16>
    %false_4 = arith.constant false
    %5:2 = scf.if %false_4 -> (i32, bf16) {
      scf.yield %c0_i32, %arg2 : i32, bf16
    } else {
      scf.yield %c0_i32, %arg2 : i32, bf16
    }
    return
  }
}

