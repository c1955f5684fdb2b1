module {
  module @inner {
    func.func @helper4(%arg0: memref<2x1xindex> {test.foo = 1 : i32}, %arg1: memref<4xi8> {llvm.noundef}, %arg2: vector<8xindex>, %arg3: tensor<4xindex> {llvm.noundef, test.tag = "x"}) -> i64 {
      %cst = arith.constant dense<0> : tensor<4x8xi16>
      %cst_0 = arith.constant dense<32767> : tensor<8x3xi16>
      %cst_1 = arith.constant dense<32767> : tensor<4x3xi16>
      %0 = linalg.matmul ins(%cst, %cst_0 : tensor<4x8xi16>, tensor<8x3xi16>) outs(%cst_1 : tensor<4x3xi16>) -> tensor<4x3xi16>
      %1 = tensor.empty() : tensor<8xbf16>
      %cast = tensor.cast %1 : tensor<8xbf16> to tensor<?xbf16>
      %2 = call @helper4(%arg0, %arg1, %arg2, %arg3) : (memref<2x1xindex>, memref<4xi8>, vector<8xindex>, tensor<4xindex>) -> i64
      return %2 : i64
    }
  }
  func.func private @f0(%arg0: tensor<8xindex> {test.foo = 1 : i32}) -> index {
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %cst = arith.constant 1.000000e+02 : bf16
    %0:2 = scf.for %arg1 = %c1 to %c1 step %c1_0 iter_args(%arg2 = %c1_0, %arg3 = %cst) -> (index, bf16) {
      %true = arith.constant true
      %3 = arith.minui %true, %true : i1
      %c0_i16 = arith.constant 0 : i16
      %4 = math.ctlz %c0_i16 : i16
      %c0 = arith.constant 0 : index
      %cst_1 = arith.constant 2.500000e+00 : bf16
      scf.yield %c0, %cst_1 : index, bf16
    }
    %1 = arith.cmpi sge, %c1, %c1 : index
    %2 = scf.if %1 -> (tensor<8xi64>) {
      %cst_1 = arith.constant 1.000000e+00 : f64
      %3 = math.floor %cst_1 fastmath<afn> : f64
      %c41_i8 = arith.constant 41 : i8
      %4 = arith.xori %c41_i8, %c41_i8 : i8
      %cst_2 = arith.constant dense<4> : vector<8xi32>
      %5 = arith.subi %cst_2, %cst_2 overflow<nsw, nuw> : vector<8xi32>
      %6 = tensor.empty() : tensor<8xi64>
      scf.yield %6 : tensor<8xi64>
    } else {
      %cst_1 = arith.constant dense<67> : tensor<8xi64>
      scf.yield %cst_1 : tensor<8xi64>
    }
    return %c1_0 : index
  }
  func.func public @fn.1(%arg0: index, %arg1: f16) -> (memref<8xindex>, bf16, tensor<3xindex>) attributes {ref = @inner::@helper4} {
    %alloc = memref.alloc() : memref<3xindex>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [3], strides: [1] : memref<3xindex> to memref<3xindex, strided<[1]>>
    %0 = tensor.empty() : tensor<3xi64>
    %1 = tensor.empty() : tensor<3xi64>
    %2 = linalg.mul ins(%0, %1 : tensor<3xi64>, tensor<3xi64>) outs(%0 : tensor<3xi64>) -> tensor<3xi64>
    %cst = arith.constant dense<[-1, 43, 4611686018427387903, 0, -1, 48, 4611686018427387903, 4611686018427387903]> : tensor<8xindex>
    %3 = call @f0(%cst) : (tensor<8xindex>) -> index
    %4 = tensor.empty() : tensor<8xindex>
    %5 = tensor.empty() : tensor<3xi32>
    %6 = arith.ceildivui %5, %5 : tensor<3xi32>
    %c-16 = arith.constant -16 : index
    %c1 = arith.constant 1 : index
    memref.store %c-16, %alloc[%c1] : memref<3xindex>
    %c-1_i32 = arith.constant -1 : i32
    %7 = linalg.fill ins(%c-1_i32 : i32) outs(%5 : tensor<3xi32>) -> tensor<3xi32>
    %alloc_0 = memref.alloc() : memref<8xindex>
    %cst_1 = arith.constant 0.000000e+00 : bf16
    %cst_2 = arith.constant dense<[-11, 0, 26]> : tensor<3xindex>
    return %alloc_0, %cst_1, %cst_2 : memref<8xindex>, bf16, tensor<3xindex>
  }
}

