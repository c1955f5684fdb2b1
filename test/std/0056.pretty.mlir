module {
  func.func private @ext0(index, f16) -> (tensor<3xindex> {test.foo = 1 : i32})
  func.func private @ext1()
  module @inner {
    func.func private @helper4(%arg0: index {llvm.noundef}, %arg1: index {llvm.noundef}, %arg2: memref<?x8xindex> {test.foo = 1 : i32}, %arg3: tensor<4xf32> {llvm.noundef}) -> (vector<4x8xindex> {llvm.noundef, test.tag = "x"}, memref<?x8xindex> {llvm.noundef}, index {llvm.noundef, test.tag = "x"}) {
      %false = arith.constant false
      %0:2 = scf.if %false -> (index, index) {
        %alloca = memref.alloca() : memref<3x8xi32>
        %collapse_shape = memref.collapse_shape %alloca [[0, 1]] : memref<3x8xi32> into memref<24xi32>
        %1 = tensor.empty() : tensor<4x2xi32>
        %2 = tensor.empty() : tensor<2x4xi32>
        %cst_0 = arith.constant dense<[[0, -1, 2147483647, 1], [37, 70, -1, 2147483647], [42, 1, 31, 51], [66, -1, 1, 41]]> : tensor<4x4xi32>
        %3 = linalg.matmul ins(%1, %2 : tensor<4x2xi32>, tensor<2x4xi32>) outs(%cst_0 : tensor<4x4xi32>) -> tensor<4x4xi32>
        scf.yield %arg1, %arg0 : index, index
      } else {
        %c-1 = arith.constant -1 : index
        scf.yield %c-1, %arg1 : index, index
      }
      %cst = arith.constant dense<-1> : vector<4x8xindex>
      %c0 = arith.constant 0 : index
      return %cst, %arg2, %c0 : vector<4x8xindex>, memref<?x8xindex>, index
    }
  }
  func.func @fn.0() -> tensor<3x8xindex> {
    %cst = arith.constant 1.000000e+02 : f64
    %c-9_i16 = arith.constant -9 : i16
    %0 = arith.cmpi ult, %c-9_i16, %c-9_i16 : i16
    scf.if %0 {
      cf.assert %0, "bounds check"
      %c1 = arith.constant 1 : index
      %alloca = memref.alloca(%c1) : memref<3x?xindex>
      %c2 = arith.constant 2 : index
      %c0 = arith.constant 0 : index
      memref.store %c1, %alloca[%c2, %c0] : memref<3x?xindex>
      %c1_1 = arith.constant 1 : index
      %2 = arith.cmpi ult, %c2, %c1_1 : index
      scf.if %2 {
        %c0_i32 = arith.constant 0 : i32
        %c14_i32 = arith.constant 14 : i32
        %low, %high = arith.mului_extended %c0_i32, %c14_i32 : i32
        %alloca_2 = memref.alloca() : memref<4x8xindex>
        %cast = memref.cast %alloca_2 : memref<4x8xindex> to memref<?x8xindex>
      }
    } else {
      %c-18_i64 = arith.constant -18 : i64
      %c46_i64 = arith.constant 46 : i64
      %2 = arith.maxsi %c-18_i64, %c46_i64 : i64
    }
    %c-1_i64 = arith.constant -1 : i64
    %1 = arith.trunci %c-1_i64 : i64 to i1
    %cst_0 = arith.constant dense<0> : tensor<3x8xindex>
    return %cst_0 : tensor<3x8xindex>
  }
  func.func @f1(%arg0: index) -> vector<4xindex> attributes {ref = @inner::@helper4} {
    %c2 = arith.constant 2 : index
    %0 = tensor.empty(%c2) : tensor<?xi64>
    %1 = arith.uitofp %0 : tensor<?xi64> to tensor<?xf32>
    %c-1_i16 = arith.constant -1 : i16
    %2 = arith.index_castui %c-1_i16 : i16 to index
    %cst = arith.constant 4.000000e+02 : f64
    %3 = arith.remf %cst, %cst fastmath<reassoc,contract> : f64
    %4 = tensor.empty() : tensor<4x8xindex>
    %cast = tensor.cast %4 : tensor<4x8xindex> to tensor<4x8xindex>
    %cst_0 = arith.constant dense<[-7.500000e+00, 1.500000e-01, 5.000000e-01, -7.500000e+00, -2.500000e-01, 1.500000e-01, 1.000000e+02, 0.000000e+00]> : vector<8xf32>
    %5 = arith.fptosi %cst_0 : vector<8xf32> to vector<8xi16>
    %c2_i16 = arith.constant 2 : i16
    %c5_i16 = arith.constant 5 : i16
    %c1_i16 = arith.constant 1 : i16
    scf.for %arg1 = %c2_i16 to %c5_i16 step %c1_i16  : i16 {
      %c-1_i32 = arith.constant -1 : i32
      scf.while (%arg2 = %c-1_i32) : (i32) -> () {
        %6 = tensor.empty() : tensor<4xi64>
        %7 = arith.trunci %6 : tensor<4xi64> to tensor<4xi32>
        %8 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %4) -> (tensor<4x8xindex>) {
          %9 = tensor.empty() : tensor<1x8xindex>
          scf.forall.in_parallel {
            tensor.parallel_insert_slice %9 into %arg4[%arg3, 0] [1, 8] [1, 1] : tensor<1x8xindex> into tensor<4x8xindex>
          }
        }
        %false = arith.constant false
        scf.condition(%false)
      } do {
        scf.yield %c-1_i32 : i32
      }
    }
    %cst_1 = arith.constant dense<1> : vector<4xindex>
    return %cst_1 : vector<4xindex>
  }
}

