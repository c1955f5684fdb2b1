module {
  func.func private @ext0() -> (bf16 {llvm.noundef, test.tag = "x"})
  module @inner {
    func.func @helper7(%1: i32, %2: i32 {llvm.zeroext}, %3: i64) -> (tensor<3x2xi16> {llvm.noundef}) {
      %4 = arith.constant dense<-1> : tensor<2x2xi32>
      %c_5 = arith.constant 1 : index
      %extracted_slice_6 = tensor.extract_slice %4[0, 1] [2, 1] [1, %c_5] : tensor<2x2xi32> to tensor<2x1xi32>
      %c = arith.constant 0 : index
      %8 = tensor.dim %4, %c : tensor<2x2xi32>
      %acc = arith.constant -1 : i16
      %uitofp_10 = arith.uitofp %acc : i16 to f16
      %empty = tensor.empty() : tensor<3x2xi16>
      return %empty : tensor<3x2xi16>
    }
  }
  func.func public @f0(%arg: vector<1xi64>, %2: memref<2x2xi32>, %3: tensor<2x2xi64>, %4: vector<2x2xf16>) attributes {test.kernel} {
    %cst_5 = arith.constant 1.5e-1 : f32
    %v6 = math.fma %cst_5, %cst_5, %cst_5 fastmath<reassoc,contract> : f32
    %alloc_7 = memref.alloc() : memref<2x2xindex>
    %res = memref.reinterpret_cast %alloc_7 to offset: [0], sizes: [4], strides: [1] : memref<2x2xindex> to memref<4xindex, strided<[1]>>
    return
  }
  func.func @fn.1(%arg_1: tensor<2x4xi32>, %v2: tensor<?x2xindex>, %3: i32, %4: f16 {llvm.noundef}) -> (memref<4x4xi32>) attributes {ref = @inner::@helper7} {
    %v5 = arith.constant 1 : i64
    %ceildivsi_6 = arith.ceildivsi %v5, %v5 : i64
    // ---- comment line ----
    cf.br ^b1
  ^b1:
    %r = scf.execute_region -> (i64) {
      scf.yield %v5 : i64
    }
    cf.br ^undefined_block
  ^exit2:
    %8 = memref.alloc() : memref<4x4xi32>
    return %8 : memref<4x4xi32>
  }
}
