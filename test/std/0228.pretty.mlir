#map = affine_map<(d0, d1) -> (d0, d1)>
module attributes {test.module_note = "std"} {
  func.func public @compute0(%arg0: f32 {llvm.noundef, test.tag = "x"}, %arg1: vector<2x4xi32>) -> (f32 {test.foo = 1 : i32}, memref<4x1xf32>) {
    %c8 = arith.constant 8 : index
    %alloc = memref.alloc(%c8) : memref<?x1xi16>
    memref.dealloc %alloc : memref<?x1xi16>
    %alloc_0 = memref.alloc() : memref<8x4x8xi32>
    %alloc_1 = memref.alloc() : memref<4x8x8xi32>
    linalg.transpose ins(%alloc_0 : memref<8x4x8xi32>) outs(%alloc_1 : memref<4x8x8xi32>) permutation = [1, 2, 0] 
    %cst = arith.constant -2.500000e-01 : f32
    %0:2 = call @compute0(%cst, %arg1) : (f32, vector<2x4xi32>) -> (f32, memref<4x1xf32>)
    %c-17_i32 = arith.constant -17 : i32
    %1 = arith.cmpi sgt, %c-17_i32, %c-17_i32 : i32
    %c0_i8 = arith.constant 0 : i8
    %2 = arith.cmpi sgt, %c0_i8, %c0_i8 : i8
    %cst_2 = arith.constant 1.500240e-01 : f16
    cf.cond_br %2, ^bb1(%arg0 : f32), ^bb2(%cst_2 : f16)
  ^bb1(%3: f32):  // pred: ^bb0
    %cst_3 = arith.constant dense<[[1.000000e+00, -2.500000e-01, -2.500000e-01, 1.000000e+00, 1.500000e-01, -1.000000e+00, 1.500000e-01, 1.000000e+02], [3.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 4.000000e+02, 1.000000e+00, -2.500000e-01, 0.000000e+00]]> : vector<2x8xf32>
    %4 = arith.select %1, %cst_3, %cst_3 : vector<2x8xf32>
    %5 = arith.select %1, %3, %3 : f32
    %cst_4 = arith.constant dense<-1> : tensor<1x1xi32>
    %cst_5 = arith.constant dense<1> : tensor<1xi32>
    %reduced = linalg.reduce ins(%cst_4 : tensor<1x1xi32>) outs(%cst_5 : tensor<1xi32>) dimensions = [1] 
      (%in: i32, %init: i32) {
        %12 = arith.addi %in, %init : i32
        linalg.yield %12 : i32
      }
    %c0 = arith.constant 0 : index
    %c8_6 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    %cst_7 = arith.constant dense<4.000000e+02> : vector<2x4xf32>
    %6 = scf.for %arg2 = %c0 to %c8_6 step %c2 iter_args(%arg3 = %cst_7) -> (vector<2x4xf32>) {
      %c-18_i32 = arith.constant -18 : i32
      %splat = tensor.splat %c-18_i32 : tensor<4x1xi32>
      %12 = tensor.empty() : tensor<2x4xindex>
      %alloc_14 = memref.alloc() : memref<2x4xi32>
      linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_14 : memref<2x4xi32>) outs(%alloc_14 : memref<2x4xi32>) {
      ^bb0(%in: i32, %out: i32):
        %13 = arith.addi %in, %out : i32
        linalg.yield %13 : i32
      }
      %alloca = memref.alloca() : memref<2x4xf32>
      %alloc_15 = memref.alloc() : memref<2xf32>
      linalg.reduce ins(%alloca : memref<2x4xf32>) outs(%alloc_15 : memref<2xf32>) dimensions = [1] 
        (%in: f32, %init: f32) {
          %13 = arith.addf %in, %init : f32
          linalg.yield %13 : f32
        }
      scf.yield %arg3 : vector<2x4xf32>
    }
    %true = arith.constant true
    %cst_8 = arith.constant 0.000000e+00 : f16
    %cst_9 = arith.constant 3.000000e+00 : f16
    cf.cond_br %true, ^bb2(%cst_9 : f16), ^bb2(%cst_8 : f16)
  ^bb2(%7: f16):  // 3 preds: ^bb0, ^bb1, ^bb1
    %8 = arith.remui %c0_i8, %c0_i8 : i8
    %9 = arith.divui %c-17_i32, %c-17_i32 : i32
    %10 = arith.uitofp %c-17_i32 : i32 to f32
    %alloc_10 = memref.alloc() : memref<2x1xi8>
    %alloc_11 = memref.alloc() {alignment = 16 : i64} : memref<1x2xi8>
    %alloc_12 = memref.alloc() : memref<2x2xi8>
    linalg.matmul ins(%alloc_10, %alloc_11 : memref<2x1xi8>, memref<1x2xi8>) outs(%alloc_12 : memref<2x2xi8>)
    %11 = arith.cmpi sge, %c-17_i32, %c-17_i32 : i32
    cf.cond_br %11, ^bb3, ^bb3
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %cst_13 = arith.constant 1.000000e+00 : f32
    return %cst_13, %0#1 : f32, memref<4x1xf32>
  }
}

