#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @f0() -> f64 {
    %cst = arith.constant dense<2.500000e+00> : tensor<8x4x4xf64>
    %0 = scf.forall (%arg0) in (8) shared_outs(%arg1 = %cst) -> (tensor<8x4x4xf64>) {
      %c0_10 = arith.constant 0 : index
      %c5 = arith.constant 5 : index
      %c2_11 = arith.constant 2 : index
      %c0_12 = arith.constant 0 : index
      %c6 = arith.constant 6 : index
      %c1_13 = arith.constant 1 : index
      %c127_i8 = arith.constant 127 : i8
      %12 = scf.parallel (%arg2, %arg3) = (%c0_10, %c0_12) to (%c5, %c6) step (%c2_11, %c1_13) init (%c127_i8) -> i8 {
        %c1_15 = arith.constant 1 : index
        %c7_16 = arith.constant 7 : index
        %c3_17 = arith.constant 3 : index
        %cst_18 = arith.constant 4.000000e+02 : f64
        %13:2 = scf.for %arg4 = %c1_15 to %c7_16 step %c3_17 iter_args(%arg5 = %c1_13, %arg6 = %cst_18) -> (index, f64) {
          %cst_19 = arith.constant dense<1> : vector<1xi64>
          %cst_20 = arith.constant dense<23> : vector<1xi64>
          %14 = arith.andi %cst_19, %cst_20 : vector<1xi64>
          %cst_21 = arith.constant 2.500000e+00 : bf16
          %15 = arith.minimumf %cst_21, %cst_21 : bf16
          scf.yield %c3_17, %arg6 : index, f64
        }
        scf.reduce(%c127_i8 : i8) {
        ^bb0(%arg4: i8, %arg5: i8):
          %14 = arith.muli %arg4, %arg5 : i8
          scf.reduce.return %14 : i8
        }
      }
      %cst_14 = arith.constant dense<[[[4.000000e+02, -7.500000e+00, 2.500000e+00, 5.000000e-01], [2.500000e+00, 5.000000e-01, 3.000000e+00, 2.500000e+00], [1.000000e+00, -2.500000e-01, -7.500000e+00, 5.000000e-01], [0.000000e+00, -1.000000e+00, 4.000000e+02, 3.000000e+00]]]> : tensor<1x4x4xf64>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %cst_14 into %arg1[%arg0, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<1x4x4xf64> into tensor<8x4x4xf64>
      }
    }
    %cst_0 = arith.constant dense<1> : vector<1xi32>
    %cst_1 = arith.constant dense<0> : vector<1xi32>
    %sum, %overflow = arith.addui_extended %cst_0, %cst_1 : vector<1xi32>, vector<1xi1>
    %cst_2 = arith.constant 4.000000e+02 : f32
    %1 = math.tanh %cst_2 : f32
    %2 = tensor.empty() : tensor<1xbf16>
    %3 = linalg.add ins(%2, %2 : tensor<1xbf16>, tensor<1xbf16>) outs(%2 : tensor<1xbf16>) -> tensor<1xbf16>
    %true = arith.constant true
    cf.assert %true, "ok"
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c1 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    %c-1_i64 = arith.constant -1 : i64
    %4 = scf.parallel (%arg0, %arg1) = (%c0, %c0_3) to (%c7, %c8) step (%c1, %c2) init (%c-1_i64) -> i64 {
      %c1_i32 = arith.constant 1 : i32
      %c44_i32 = arith.constant 44 : i32
      %12 = arith.cmpi ugt, %c1_i32, %c44_i32 : i32
      cf.assert %12, "bounds check"
      %cst_10 = arith.constant 1.000000e+00 : f64
      %13 = math.powf %cst_10, %cst_10 : f64
      %c1_i64 = arith.constant 1 : i64
      scf.reduce(%c1_i64 : i64) {
      ^bb0(%arg2: i64, %arg3: i64):
        %14 = arith.maxsi %arg2, %arg3 : i64
        scf.reduce.return %14 : i64
      }
    }
    %5 = arith.extui %true : i1 to i32
    %6 = arith.divsi %true, %true : i1
    %7 = tensor.empty() : tensor<1x4xf16>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %7 : tensor<1x4xf16>, tensor<1x4xf16>) outs(%7 : tensor<1x4xf16>) {
    ^bb0(%in: f16, %in_10: f16, %out: f16):
      %12 = arith.addf %in, %in_10 : f16
      %13 = arith.addf %12, %out : f16
      linalg.yield %13 : f16
    } -> tensor<1x4xf16>
    %cst_4 = arith.constant dense<-2.500000e-01> : tensor<4x1xf32>
    %9 = tensor.empty() : tensor<4xf32>
    %reduced = linalg.reduce ins(%cst_4 : tensor<4x1xf32>) outs(%9 : tensor<4xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %12 = arith.addf %in, %init : f32
        linalg.yield %12 : f32
      }
    %cst_5 = arith.constant dense<0> : vector<4x1xi8>
    %low, %high = arith.mulsi_extended %cst_5, %cst_5 : vector<4x1xi8>
    %cst_6 = arith.constant dense<0> : tensor<1xi8>
    %10 = arith.index_cast %cst_6 : tensor<1xi8> to tensor<1xindex>
    %c0_7 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1_8 = arith.constant 1 : index
    %cst_9 = arith.constant -1.000000e+00 : f64
    %11:2 = scf.parallel (%arg0) = (%c0_7) to (%c3) step (%c1_8) init (%cst_9, %4) -> (f64, i64) {
      scf.reduce(%cst_9, %4 : f64, i64) {
      ^bb0(%arg1: f64, %arg2: f64):
        %12 = arith.mulf %arg1, %arg2 : f64
        scf.reduce.return %12 : f64
      }, {
      ^bb0(%arg1: i64, %arg2: i64):
        %12 = arith.xori %arg1, %arg2 : i64
        scf.reduce.return %12 : i64
      }
    }
    return %11#0 : f64
  }
}

