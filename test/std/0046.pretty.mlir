module attributes {test.module_note = "std"} {
  func.func private @ext0(bf16, tensor<?x4xbf16>, vector<4xbf16>) -> bf16 attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @fn.0(%arg0: tensor<8x4xbf16> {llvm.noundef}) -> memref<1x?x1xbf16> {
    %cst = arith.constant dense<[-7.500000e+00, 5.000000e-01, -2.500000e-01, 1.503910e-01, 3.000000e+00, 1.503910e-01, 0.000000e+00, 1.503910e-01]> : tensor<8xbf16>
    %0 = tensor.empty() : tensor<4x8xbf16>
    %broadcasted = linalg.broadcast ins(%cst : tensor<8xbf16>) outs(%0 : tensor<4x8xbf16>) dimensions = [0] 
    %c0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c0 to %c6 step %c1 {
      %false = arith.constant false
      %3 = arith.xori %false, %false : i1
    }
    %c2_i64 = arith.constant 2 : i64
    %c5_i64 = arith.constant 5 : i64
    %c3_i64 = arith.constant 3 : i64
    scf.for %arg1 = %c2_i64 to %c5_i64 step %c3_i64  : i64 {
      %alloc_5 = memref.alloc() : memref<4xbf16>
      %reinterpret_cast_6 = memref.reinterpret_cast %alloc_5 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xbf16> to memref<2x2xbf16, strided<[2, 1]>>
      %c4 = arith.constant 4 : index
      %subview = memref.subview %alloc_5[0] [%c4] [1] : memref<4xbf16> to memref<?xbf16, strided<[1]>>
    }
    %cst_0 = arith.constant 4.000000e+02 : f16
    %1 = arith.extf %cst_0 : f16 to f64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x3xbf16>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [12], strides: [1] : memref<4x3xbf16> to memref<12xbf16, strided<[1]>>
    %cst_1 = arith.constant -1.000000e+00 : bf16
    %2 = math.log %cst_1 : bf16
    %c0_2 = arith.constant 0 : index
    %dim = memref.dim %alloc, %c0_2 : memref<4x3xbf16>
    %c1_3 = arith.constant 1 : index
    %alloc_4 = memref.alloc(%c1_3) {alignment = 16 : i64} : memref<1x?x1xbf16>
    return %alloc_4 : memref<1x?x1xbf16>
  }
  func.func private @fn.1() -> (bf16, memref<3xbf16>, tensor<?x4xbf16>) {
    %cst = arith.constant dense<-1> : vector<8x4xi32>
    %cst_0 = arith.constant dense<0> : vector<8x4xi32>
    %low, %high = arith.mului_extended %cst, %cst_0 : vector<8x4xi32>
    %0 = tensor.empty() : tensor<4xi64>
    %cst_1 = arith.constant dense<0> : tensor<4xi64>
    %1 = arith.xori %0, %cst_1 : tensor<4xi64>
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %cst_1[%c0] : tensor<4xi64>
    %cst_2 = arith.constant dense<5.000000e-01> : vector<4xbf16>
    %alloca = memref.alloca() {alignment = 64 : i64} : memref<4x1xbf16>
    memref.dealloc %alloca : memref<4x1xbf16>
    memref.copy %alloca, %alloca : memref<4x1xbf16> to memref<4x1xbf16>
    %false = arith.constant false
    scf.if %false {
      %c32767_i16 = arith.constant 32767 : i16
      %low_5, %high_6 = arith.mulsi_extended %c32767_i16, %c32767_i16 : i16
      %cst_7 = arith.constant dense<1.000000e+00> : vector<8x4xf32>
      %3 = arith.negf %cst_7 fastmath<arcp> : vector<8x4xf32>
      %cst_8 = arith.constant dense<2.500000e+00> : tensor<4x4xf32>
      %4 = tensor.empty() : tensor<4x2xf32>
      %5 = linalg.matmul ins(%cst_8, %4 : tensor<4x4xf32>, tensor<4x2xf32>) outs(%4 : tensor<4x2xf32>) -> tensor<4x2xf32>
    }
    %cst_3 = arith.constant 1.000000e+02 : bf16
    %alloca_4 = memref.alloca() : memref<3xbf16>
    %c2 = arith.constant 2 : index
    %2 = tensor.empty(%c2) : tensor<?x4xbf16>
    return %cst_3, %alloca_4, %2 : bf16, memref<3xbf16>, tensor<?x4xbf16>
  }
}

