module attributes {test.module_note = "std"} {
  func.func public @fn.0() -> f16 {
    %alloca = memref.alloca() : memref<3x4xf32>
    %collapse_shape = memref.collapse_shape %alloca [[0, 1]] : memref<3x4xf32> into memref<12xf32>
    %cst = arith.constant dense<[11, 74, 0, 2147483647, 2147483647, 74, 62, -19]> : vector<8xi32>
    %0 = arith.divsi %cst, %cst : vector<8xi32>
    %cst_0 = arith.constant 1.500000e-01 : f32
    %1 = arith.fptoui %cst_0 : f32 to i16
    %false = arith.constant false
    %2 = arith.select %false, %cst_0, %cst_0 : f32
    %cst_1 = arith.constant dense<4.000000e+02> : tensor<3x4xf32>
    %3 = math.isfinite %cst_1 : tensor<3x4xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %4 = tensor.empty() : tensor<3x4xi32>
    %5 = math.ctlz %4 : tensor<3x4xi32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %5, %c0 : tensor<3x4xi32>
    %6 = call @fn.0() : () -> f16
    %cst_3 = arith.constant dense<[[-1, 67, -15, -19], [52, 56, -1, 1], [4611686018427387903, 4611686018427387903, 48, 1]]> : vector<3x4xindex>
    %7 = arith.cmpi sgt, %cst_3, %cst_3 : vector<3x4xindex>
    return %6 : f16
  }
  func.func @f1(%arg0: f32) -> f16 attributes {llvm.emit_c_interface, note = "generated"} {
    %alloc = memref.alloc() : memref<8xf32>
    %cst = arith.constant 1.000000e+00 : f32
    %c1 = arith.constant 1 : index
    memref.store %cst, %alloc[%c1] : memref<8xf32>
    %0 = tensor.empty() : tensor<8xf32>
    %cst_0 = arith.constant -1.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %inserted = tensor.insert %cst_0 into %0[%c0] : tensor<8xf32>
    %alloc_1 = memref.alloc() : memref<2x1xf64>
    %alloc_2 = memref.alloc() : memref<1x8xf64>
    %alloc_3 = memref.alloc() : memref<2x8xf64>
    linalg.matmul ins(%alloc_1, %alloc_2 : memref<2x1xf64>, memref<1x8xf64>) outs(%alloc_3 : memref<2x8xf64>)
    %cst_4 = arith.constant 1.000000e+00 : f64
    %1 = math.sin %cst_4 : f64
    scf.forall (%arg1, %arg2) in (5, 1) {
      %4 = func.call @f1(%cst_0) : (f32) -> f16
    }
    %alloc_5 = memref.alloc() : memref<8xf16>
    memref.dealloc %alloc_5 : memref<8xf16>
    %c69_i64 = arith.constant 69 : i64
    %2 = arith.cmpi ugt, %c69_i64, %c69_i64 : i64
    cf.assert %2, "x must be \22positive\22"
    %c-1_i32 = arith.constant -1 : i32
    %3 = math.ctpop %c-1_i32 : i32
    %cst_6 = arith.constant dense<-7.500000e+00> : tensor<4x4xf32>
    %cst_7 = arith.constant dense<[-7.500000e+00, 5.000000e-01, 3.000000e+00, 3.000000e+00]> : tensor<4xf32>
    %reduced = linalg.reduce ins(%cst_6 : tensor<4x4xf32>) outs(%cst_7 : tensor<4xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %4 = arith.addf %in, %init : f32
        linalg.yield %4 : f32
      }
    %cst_8 = arith.constant 3.000000e+00 : f16
    return %cst_8 : f16
  }
}

