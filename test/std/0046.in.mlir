module attributes {test.module_note = "std"} {
  func.func private @ext0(bf16, tensor<?x4xbf16>, vector<4xbf16>) -> bf16 attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @fn.0(%1: tensor<8x4xbf16> {llvm.noundef}) -> memref<1x?x1xbf16> {
    %cst = arith.constant dense<[-7.5,0.5,-0.25,1.5e-1,3.0,1.5e-1,0.0,1.5e-1]> : tensor<8xbf16>
    %3 = tensor.empty() : tensor<4x8xbf16>
    %acc = linalg.broadcast ins(%cst : tensor<8xbf16>) outs(%3 : tensor<4x8xbf16>) dimensions = [0]
    %x_1 = arith.constant 0 : index
    %t6 = arith.constant 6 : index
    %c_7 = arith.constant 1 : index
    scf.for %8 = %x_1 to %t6 step %c_7 {
      %9 = arith.constant 0 : i1
      %sum = arith.xori %9, %9 : i1
    }
    %c_11 = arith.constant 2 : i64
    %c_12 = arith.constant 5 : i64
    %c_13 = arith.constant 3 : i64
    // ---- comment line ----
    scf.for %iv_14 = %c_11 to %c_12 step %c_13 : i64 {
      %alloc = memref.alloc() : memref<4xbf16>
      %reinterpret_cast_17 = memref.reinterpret_cast %alloc to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xbf16> to memref<2x2xbf16, strided<[2, 1]>>
      %lhs = arith.constant 4 : index
      %subview = memref.subview %alloc[0] [%lhs] [1] : memref<4xbf16> to memref<?xbf16, strided<[1], offset: 0>>
      scf.yield
    }
    %21 = arith.constant 4.0E+2 : f16
    %x22 = arith.extf %21 : f16 to f64
    %alloc_23 = memref.alloc() {alignment = 64} : memref<4x3xbf16>
    %24 = memref.reinterpret_cast %alloc_23 to offset: [0], sizes: [12], strides: [1] : memref<4x3xbf16> to memref<12xbf16, strided<[1]>>
    %cst_28 = arith.constant -1.0 : bf16
    %30 = math.log %cst_28 : bf16
    %31 = arith.constant 0 : index
    %x32 = memref.dim %alloc_23, %31 : memref<4x3xbf16>
    %c_33 = arith.constant 1 : index
    %34 = memref.alloc(%c_33) {alignment = 16 : i64} : memref<1x?x1xbf16>
    func.return %34 : memref<1x?x1xbf16>
  }
  func.func private @fn.1() -> (bf16, memref<3xbf16>, tensor<?x4xbf16>) {
    %cst = arith.constant dense<-1> : vector<8x4xi32>
    %cst_2 = arith.constant dense<0> : vector<8x4xi32>
    %low_3, %high = arith.mului_extended %cst, %cst_2 : vector<8x4xi32>
    %v5 = tensor.empty() : tensor<4xi64>
    %cst_6 = arith.constant dense<0> : tensor<4xi64>
    %x_1 = arith.xori %v5, %cst_6 : tensor<4xi64>
    %c_8 = arith.constant 0 : index
    %extracted = tensor.extract %cst_6[%c_8] : tensor<4xi64>

    %cst_10 = arith.constant dense<0.5> : vector<4xbf16>
    %alloca_11 = memref.alloca() {alignment = 64} : memref<4x1xbf16>
    memref.dealloc %alloca_11 : memref<4x1xbf16>
    memref.copy %alloca_11, %alloca_11 : memref<4x1xbf16> to memref<4x1xbf16>
    %v12 = arith.constant 0 : i1
    scf.if %v12 {
      %rhs = arith.constant 0x7fff : i16
      %low, %high_16 = arith.mulsi_extended %rhs, %rhs : i16
      %17 = arith.constant dense<1.000000e+00> : vector<8x4xf32>
      %neg_18 = arith.negf %17 fastmath<arcp> : vector<8x4xf32>
      %v19 = arith.constant dense<2.5> : tensor<4x4xf32>
      %20 = tensor.empty() : tensor<4x2xf32>
      %a.b = linalg.matmul ins(%v19, %20 : tensor<4x4xf32>, tensor<4x2xf32>) outs(%20 : tensor<4x2xf32>) -> tensor<4x2xf32>
    }
    %lhs = arith.constant 100.0 : bf16
    %alloca_24 = memref.alloca() : memref<3xbf16>
    %c = arith.constant 2 : index
    %empty = tensor.empty(%c) : tensor<?x4xbf16>
    func.return %lhs, %alloca_24, %empty : bf16, memref<3xbf16>, tensor<?x4xbf16>
  }
}
