module {
  func.func private @ext0() -> (bf16 {llvm.noundef, test.tag = "x"})
  module @inner {
    func.func @helper7(%arg0: i32, %arg1: i32 {llvm.zeroext}, %arg2: i64) -> (tensor<3x2xi16> {llvm.noundef}) {
      %cst = arith.constant dense<-1> : tensor<2x2xi32>
      %c1 = arith.constant 1 : index
      %extracted_slice = tensor.extract_slice %cst[0, 1] [2, 1] [1, %c1] : tensor<2x2xi32> to tensor<2x1xi32>
      %c0 = arith.constant 0 : index
      %dim = tensor.dim %cst, %c0 : tensor<2x2xi32>
      %c-1_i16 = arith.constant -1 : i16
      %0 = arith.uitofp %c-1_i16 : i16 to f16
      %1 = tensor.empty() : tensor<3x2xi16>
      return %1 : tensor<3x2xi16>
    }
  }
  func.func public @f0(%arg0: vector<1xi64>, %arg1: memref<2x2xi32>, %arg2: tensor<2x2xi64>, %arg3: vector<2x2xf16>) attributes {test.kernel} {
    %cst = arith.constant 1.500000e-01 : f32
    %0 = math.fma %cst, %cst, %cst fastmath<reassoc,contract> : f32
    %alloc = memref.alloc() : memref<2x2xindex>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [4], strides: [1] : memref<2x2xindex> to memref<4xindex, strided<[1]>>
    return
  }
  func.func @fn.1(%arg0: tensor<2x4xi32>, %arg1: tensor<?x2xindex>, %arg2: i32, %arg3: f16 {llvm.noundef}) -> memref<4x4xi32> attributes {ref = @inner::@helper7} {
    %c1_i64 = arith.constant 1 : i64
    %0 = arith.ceildivsi %c1_i64, %c1_i64 : i64
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %1 = scf.execute_region -> i64 {
      scf.yield %c1_i64 : i64
    }
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %alloc = memref.alloc() : memref<4x4xi32>
    return %alloc : memref<4x4xi32>
  }
}

