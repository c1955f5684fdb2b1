module {
  func.func private @ext0(vector<1xi16> {llvm.noundef, test.tag = "x"}, memref<8x3x2xi32> {test.foo = 1 : i32}, i32 {test.foo = 1 : i32}) -> (vector<1xi32> {llvm.noundef, test.tag = "x"})
  module @inner {
    func.func private @helper0(%arg0: tensor<8x4xi32>) -> (tensor<?x4x3xi32> {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
      %c39_i32 = arith.constant 39 : i32
      %sum, %overflow = arith.addui_extended %c39_i32, %c39_i32 : i32, i1
      %cst = arith.constant dense<[[1, 14, 2147483647, 0]]> : tensor<1x4xi32>
      %0 = scf.forall (%arg1) in (1) shared_outs(%arg2 = %cst) -> (tensor<1x4xi32>) {
        %cst_0 = arith.constant 1.503910e-01 : bf16
        %2 = arith.fptoui %cst_0 : bf16 to i8
        scf.forall.in_parallel {
          tensor.parallel_insert_slice %cst into %arg2[%arg1, 0] [1, 4] [1, 1] : tensor<1x4xi32> into tensor<1x4xi32>
        }
      }
      %c7 = arith.constant 7 : index
      %1 = tensor.empty(%c7) : tensor<?x4x3xi32>
      return %1 : tensor<?x4x3xi32>
    }
  }
  func.func public @fn.0(%arg0: i32 {llvm.zeroext}) -> (tensor<8x?x2xi16> {test.foo = 1 : i32}) {
    %c1_i16 = arith.constant 1 : i16
    %0 = arith.extsi %c1_i16 : i16 to i32
    %c4 = arith.constant 4 : index
    %1 = tensor.empty(%c4) : tensor<8x?x2xi16>
    %alloca = memref.alloca() : memref<8x3x2xi32>
    %expand_shape = memref.expand_shape %alloca [[0], [1], [2, 3]] output_shape [8, 3, 1, 2] : memref<8x3x2xi32> into memref<8x3x1x2xi32>
    %2 = tensor.empty() : tensor<8x3x2xi16>
    %cast = tensor.cast %2 : tensor<8x3x2xi16> to tensor<8x3x?xi16>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant dense<0> : tensor<1x1x2xi16>
    %inserted_slice = tensor.insert_slice %cst into %2[7, 2, %c0] [1, 1, 2] [%c1, %c1_0, 1] : tensor<1x1x2xi16> into tensor<8x3x2xi16>
    return %1 : tensor<8x?x2xi16>
  }
  func.func @compute1(%arg0: i16, %arg1: memref<2x1xi32>, %arg2: i16) -> i16 attributes {ref = @inner::@helper0} {
    %c1 = arith.constant 1 : index
    %subview = memref.subview %arg1[0, 0] [2, %c1] [1, 1] : memref<2x1xi32> to memref<2x?xi32, strided<[1, 1]>>
    %false = arith.constant false
    %0 = arith.select %false, %arg0, %arg2 : i16
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.index_castui %c1_i32 : i32 to index
    %alloca = memref.alloca() : memref<4xf64>
    %alloc = memref.alloc() : memref<4x4xf64>
    linalg.broadcast ins(%alloca : memref<4xf64>) outs(%alloc : memref<4x4xf64>) dimensions = [0] 
    %2 = tensor.empty() : tensor<1x4xf32>
    %3 = tensor.empty() : tensor<4xf32>
    %reduced = linalg.reduce ins(%2 : tensor<1x4xf32>) outs(%3 : tensor<4xf32>) dimensions = [0] 
      (%in: f32, %init: f32) {
        %4 = arith.addf %in, %init : f32
        linalg.yield %4 : f32
      }
    return %arg0 : i16
  }
}

