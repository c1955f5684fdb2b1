#map = affine_map<(d0, d1) -> (d0, d1)>
module attributes {test.module_note = "std"} {
  func.func private @ext0(index, tensor<4x4xindex>) -> (f32, memref<4x3xindex>)
  func.func private @ext1(f32, tensor<4xi64>) -> (memref<4x3xindex> {llvm.noundef}, tensor<4x3xindex>)
  func.func private @f0(%arg0: index) -> f32 {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 1.000000e+00 : f32
    %0:2 = scf.for %arg1 = %c1 to %c3 step %c2 iter_args(%arg2 = %c1, %arg3 = %cst) -> (index, f32) {
      %cst_6 = arith.constant dense<3.000000e+00> : vector<4xf16>
      %4 = arith.negf %cst_6 fastmath<fast> : vector<4xf16>
      %alloc_7 = memref.alloc() : memref<8xindex>
      %c2_8 = arith.constant 2 : index
      %5 = memref.load %alloc_7[%c2_8] : memref<8xindex>
      %cst_9 = arith.constant 1.000000e+00 : f32
      scf.yield %arg1, %cst_9 : index, f32
    }
    %alloc = memref.alloc() : memref<4xindex>
    %c3_0 = arith.constant 3 : index
    memref.store %arg0, %alloc[%c3_0] : memref<4xindex>
    %c0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c2_2 = arith.constant 2 : index
    %c0_3 = arith.constant 0 : index
    %c2_4 = arith.constant 2 : index
    %c2_5 = arith.constant 2 : index
    %1 = scf.parallel (%arg1, %arg2) = (%c0, %c0_3) to (%c1_1, %c2_4) step (%c2_2, %c2_5) init (%0#1) -> f32 {
      %c34 = arith.constant 34 : index
      %4 = arith.cmpi eq, %c34, %arg2 : index
      scf.if %4 {
        %5 = tensor.empty() : tensor<4xindex>
        %c2_7 = arith.constant 2 : index
        %inserted = tensor.insert %c34 into %5[%c2_7] : tensor<4xindex>
      } else {
        %5 = scf.execute_region -> f32 {
          %10 = tensor.empty() : tensor<3x3xf32>
          %c1_11 = arith.constant 1 : index
          %c0_12 = arith.constant 0 : index
          %c2_13 = arith.constant 2 : index
          %extracted_slice = tensor.extract_slice %10[1, %c0_12] [1, %c2_13] [%c1_11, 1] : tensor<3x3xf32> to tensor<1x?xf32>
          %cst_14 = arith.constant 1.000000e+00 : f32
          scf.yield %cst_14 : f32
        }
        %6 = tensor.empty() : tensor<4x3xi32>
        %7 = tensor.empty() : tensor<4x3xi32>
        %8 = linalg.generic {doc = "elementwise", indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<4x3xi32>) outs(%7 : tensor<4x3xi32>) {
        ^bb0(%in: i32, %out: i32):
          %10 = arith.addi %in, %out : i32
          linalg.yield %10 : i32
        } -> tensor<4x3xi32>
        %c0_7 = arith.constant 0 : index
        %c3_8 = arith.constant 3 : index
        %c1_9 = arith.constant 1 : index
        scf.parallel (%arg3) = (%c0_7) to (%c3_8) step (%c1_9) {
          %c-1_i16 = arith.constant -1 : i16
          %10 = arith.cmpi ult, %c-1_i16, %c-1_i16 : i16
          cf.assert %10, ""
          scf.reduce 
        }
        %c1_i64 = arith.constant 1 : i64
        %c2_i64 = arith.constant 2 : i64
        %c2_i64_10 = arith.constant 2 : i64
        %9:2 = scf.for %arg3 = %c1_i64 to %c2_i64 step %c2_i64_10 iter_args(%arg4 = %c34, %arg5 = %cst) -> (index, f32)  : i64 {
          %cst_11 = arith.constant 4.000000e+02 : f64
          %10 = arith.fptoui %cst_11 : f64 to i8
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %11 = arith.cmpi sgt, %c2147483647_i32, %c2147483647_i32 : i32
          %cst_12 = arith.constant dense<1.000000e+00> : vector<1xf64>
          %12 = arith.minimumf %cst_12, %cst_12 fastmath<nnan,ninf> : vector<1xf64>
          %13 = math.powf %0#1, %5 : f32
          scf.yield %c0_7, %cst : index, f32
        }
      }
      %cst_6 = arith.constant -7.500000e+00 : f32
      scf.reduce(%cst_6 : f32) {
      ^bb0(%arg3: f32, %arg4: f32):
        %5 = arith.mulf %arg3, %arg4 : f32
        scf.reduce.return %5 : f32
      }
    }
    %2 = tensor.empty() : tensor<8xf32>
    cf.br ^bb1(%0#1 : f32)
  ^bb1(%3: f32):  // pred: ^bb0
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %false = arith.constant false
    cf.cond_br %false, ^bb3, ^bb3
  ^bb3:  // 2 preds: ^bb2, ^bb2
    return %1 : f32
  }
}

