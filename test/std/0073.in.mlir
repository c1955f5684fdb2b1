module {

  func.func private @ext0(vector<1xi16> {llvm.noundef, test.tag = "x"}, memref<8x3x2xi32> {test.foo = 1 : i32}, i32 {test.foo = 1 : i32}) -> (vector<1xi32> {llvm.noundef, test.tag = "x"})

  module @inner {
    func.func private @helper0(%arg: tensor<8x4xi32>) -> (tensor<?x4x3xi32> {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
      %2 = arith.constant 39 : i32
      %3:2 = arith.addui_extended %2, %2 : i32, i1
      %rhs = arith.constant dense<[[1, 14, 2147483647, 0]]> : tensor<1x4xi32>
      %x7 = scf.forall (%v5) in (1) shared_outs(%lhs = %rhs) -> (tensor<1x4xi32>) {
        %8 = arith.constant 1.5e-1 : bf16
        %x9 = arith.fptoui %8 : bf16 to i8
        scf.forall.in_parallel {
          tensor.parallel_insert_slice %rhs into %lhs[%v5, 0] [1, 4] [1, 1] : tensor<1x4xi32> into tensor<1x4xi32>
        }
      }
      %acc = arith.constant 7 : index
      %empty = tensor.empty(%acc) : tensor<?x4x3xi32>
      func.return %empty : tensor<?x4x3xi32>
    }
  }
  func.func public @fn.0(%1: i32 {llvm.zeroext}) -> (tensor<8x?x2xi16> {test.foo = 1 : i32}) {
    %2 = arith.constant 0x1 : i16
    %extsi = arith.extsi %2 : i16 to i32
    %v4 = arith.constant 4 : index
    %empty = tensor.empty(%v4) : tensor<8x?x2xi16>
    %6 = memref.alloca() : memref<8x3x2xi32>
    %7 = memref.expand_shape %6 [[0], [1], [2, 3]] output_shape [8, 3, 1, 2] : memref<8x3x2xi32> into memref<8x3x1x2xi32>
    %lhs = tensor.empty() : tensor<8x3x2xi16>
    %9 = tensor.cast %lhs : tensor<8x3x2xi16> to tensor<8x3x?xi16>
    %tmp10 = arith.constant 1 : index
    %tmp11 = arith.constant 1 : index
    %c_12 = arith.constant 0 : index
    %cst_13 = arith.constant dense<0> : tensor<1x1x2xi16>
    %14 = tensor.insert_slice %cst_13 into %lhs[7, 2, %c_12] [1, 1, 2] [%tmp10, %tmp11, 1] : tensor<1x1x2xi16> into tensor<8x3x2xi16>
    return %empty : tensor<8x?x2xi16>
  }
  func.func @compute1(%sum: i16, %arg_2: memref<2x1xi32>, %3: i16) -> i16 attributes {ref = @inner::@helper0} {
    %c_4 = arith.constant 1 : index
    %subview = memref.subview %arg_2[0, 0] [2, %c_4] [1, 1] : memref<2x1xi32> to memref<2x?xi32, strided<[1, 1], offset: 0>>
    %6 = arith.constant false
    %sel_7 = arith.select %6, %sum, %3 : i16
    %8 = arith.constant 0x1 : i32
    %9 = arith.index_castui %8 : i32 to index
    %10 = memref.alloca() : memref<4xf64>
    %alloc_11 = memref.alloc() : memref<4x4xf64>
    linalg.broadcast ins(%10 : memref<4xf64>) outs(%alloc_11 : memref<4x4xf64>) dimensions = [0]
    %empty_12 = tensor.empty() : tensor<1x4xf32>
    %t13 = tensor.empty() : tensor<4xf32>
    %lin_14 = linalg.reduce ins(%empty_12 : tensor<1x4xf32>) outs(%t13 : tensor<4xf32>) dimensions = [0]
      (%in: f32, %16: f32) {
        %s = arith.addf %in, %16 : f32
        linalg.yield %s : f32
        // ---- comment line ----
      }
    func.return %sum : i16
  }
}
