module attributes {test.module_note = "std"} {
  func.func private @ext0(memref<4x2x?xi64> {llvm.noundef}) -> tensor<4x?x3xf32>
  module @inner {
    func.func @helper8(%arg: memref<?x1xi64> {llvm.noundef, test.tag = "x"}, %rhs: tensor<3x1xi32>, %acc: i64 {llvm.zeroext}) -> (i32) {
      %4 = arith.constant 23 : i16
      %5 = arith.index_castui %4 : i16 to index
      %t6 = arith.cmpf sge, %5, %5 : index
      scf.if %t6 {
        %v7 = tensor.expand_shape %rhs [[0], [1, 2]] output_shape [3, 1, 1] : tensor<3x1xi32> into tensor<3x1x1xi32>
      }
      %c_8 = arith.constant -1 : i32
      return %c_8 : i32
    }
  }
  func.func @fn.0(%1: tensor<4x2x3xi32>, %arg: i64 {llvm.noundef}) -> (tensor<3x1xi64>, tensor<4xi64>) attributes {ref = @inner::@helper8} {
    %x_1 = arith.constant dense<[[4.0E+2], [1.0], [100.0]]> : vector<3x1xf16>
    %extf = arith.extf %x_1 : vector<3x1xf16> to vector<3x1xf32>
    %cst_5 = arith.constant dense<[1.5e-1,100.0]> : vector<2xf32>
    %6 = arith.constant dense<0.5> : vector<2xf32>
    %x7 = arith.maxnumf %cst_5, %6 : vector<2xf32>
    %8 = memref.alloc() : memref<4x2x3xf32>
    %rhs = memref.alloca() {alignment = 16 : i64} : memref<4x2xf32>
    linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : memref<4x2x3xf32>) outs(%rhs : memref<4x2xf32>) {
    ^bb0(%acc: f32, %tmp11: f32):
      %12 = arith.addf %acc, %tmp11 : f32
      %m_13 = math.absf %12 : f32
      linalg.yield %m_13 : f32
    }
    %cst_14 = arith.constant dense<[1.0, 0.0]> : tensor<2xf16>
    %neg_15 = arith.negf %cst_14 fastmath<nnan, ninf, nsz> : tensor<2xf16>
    %empty = tensor.empty() : tensor<3x1xi64>
    %x17 = arith.constant 1 : index
    %sum = arith.constant 0 : index
    %lhs = tensor.extract %empty[%x17, %sum] : tensor<3x1xi64>
    %cst_20 = arith.constant dense<10> : tensor<3x1xi64>
    %22 = tensor.empty() : tensor<4xi64>
    return %cst_20, %22 : tensor<3x1xi64>, tensor<4xi64>
  }
}
