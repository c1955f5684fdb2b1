#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @ext0()
  func.func private @ext1(index, memref<8x?xindex> {test.foo = 1 : i32})
  func.func private @f0(%arg0: i32, %arg1: vector<8x4xindex> {test.foo = 1 : i32}, %arg2: index, %arg3: tensor<8x4xf64>) {
    %cst = arith.constant dense<-1.000000e+00> : vector<8x4xf64>
    %0 = math.fma %cst, %cst, %cst fastmath<afn> : vector<8x4xf64>
    %cst_0 = arith.constant dense<49> : vector<8x4xi32>
    %low, %high = arith.mulsi_extended %cst_0, %cst_0 : vector<8x4xi32>
    %cst_1 = arith.constant 2.500000e+00 : f32
    %1 = arith.negf %cst_1 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1) : memref<8x?xindex>
    call @ext1(%c0, %alloc) : (index, memref<8x?xindex>) -> ()
    %cst_2 = arith.constant 4.000000e+02 : f64
    %2 = scf.while (%arg4 = %cst_2) : (f64) -> index {
      %cst_7 = arith.constant dense<[[4611686018427387903, -1, 64], [23, 1, -6], [0, 0, -1], [-1, -1, 0]]> : vector<4x3xi64>
      %6 = arith.sitofp %cst_7 : vector<4x3xi64> to vector<4x3xf32>
      %7 = arith.cmpi eq, %arg0, %arg0 : i32
      scf.condition(%7) %arg2 : index
    } do {
    ^bb0(%arg4: index):
      %cst_7 = arith.constant dense<[[5.000000e-01], [1.000000e+00], [1.000000e+00]]> : tensor<3x1xf64>
      %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_7, %cst_7 : tensor<3x1xf64>, tensor<3x1xf64>) outs(%cst_7 : tensor<3x1xf64>) {
      ^bb0(%in: f64, %in_10: f64, %out: f64):
        %8 = arith.addf %in, %in_10 : f64
        %9 = arith.addf %8, %out : f64
        linalg.yield %9 : f64
      } -> tensor<3x1xf64>
      %c0_8 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %c1_9 = arith.constant 1 : index
      %c0_i8 = arith.constant 0 : i8
      %7 = scf.parallel (%arg5) = (%c0_8) to (%c3) step (%c1_9) init (%c0_i8) -> i8 {
        %cst_10 = arith.constant dense<-1.000000e+00> : vector<4x1xf64>
        %8:2 = scf.while (%arg6 = %cst_2, %arg7 = %cst_10) : (f64, vector<4x1xf64>) -> (f64, f64) {
          %c1_13 = arith.constant 1 : index
          %alloc_14 = memref.alloc(%c1_13) : memref<?x4xindex>
          %c0_15 = arith.constant 0 : index
          %c0_16 = arith.constant 0 : index
          %9 = memref.load %alloc_14[%c0_15, %c0_16] : memref<?x4xindex>
          %true = arith.constant true
          scf.condition(%true) %cst_2, %arg6 : f64, f64
        } do {
        ^bb0(%arg6: f64, %arg7: f64):
          %cst_13 = arith.constant 4.000000e+02 : f16
          %9 = arith.minimumf %cst_13, %cst_13 fastmath<fast> : f16
          %alloc_14 = memref.alloc() : memref<8x4xf32>
          %subview = memref.subview %alloc_14[1, 0] [3, 4] [2, 1] : memref<8x4xf32> to memref<3x4xf32, strided<[8, 1], offset: 4>>
          scf.yield %cst_2, %cst_10 : f64, vector<4x1xf64>
        }
        %c1_11 = arith.constant 1 : index
        %c0_12 = arith.constant 0 : index
        memref.store %c3, %alloc[%c1_11, %c0_12] : memref<8x?xindex>
        scf.reduce(%c0_i8 : i8) {
        ^bb0(%arg6: i8, %arg7: i8):
          %9 = arith.xori %arg6, %arg7 : i8
          scf.reduce.return %9 : i8
        }
      }
      %expanded = tensor.expand_shape %arg3 [[0, 1], [2]] output_shape [8, 1, 4] : tensor<8x4xf64> into tensor<8x1x4xf64>
      %splat = tensor.splat %c1 : tensor<8x4xindex>
      scf.yield %cst_2 : f64
    }
    %alloc_3 = memref.alloc() : memref<8x4x4xf64>
    memref.dealloc %alloc_3 : memref<8x4x4xf64>
    %cst_4 = arith.constant dense<-1.000000e+00> : vector<8x4xf16>
    %3 = arith.extf %cst_4 : vector<8x4xf16> to vector<8x4xf32>
    %c0_5 = arith.constant 0 : index
    %4 = tensor.empty() : tensor<3x2xf64>
    %inserted_slice = tensor.insert_slice %4 into %arg3[%c0_5, 1] [3, 2] [1, 2] : tensor<3x2xf64> into tensor<8x4xf64>
    %cst_6 = arith.constant dense<2.500000e+00> : vector<4x1xbf16>
    %5 = arith.maximumf %cst_6, %cst_6 fastmath<arcp> : vector<4x1xbf16>
    return
  }
}

