module {
  module @inner {
    func.func @helper1(%arg0: i32 {llvm.noundef, test.tag = "x"}, %arg1: memref<2x3xf16>) {
      %alloc = memref.alloc() : memref<4x2xf32>
      linalg.transpose ins(%alloc : memref<4x2xf32>) outs(%alloc : memref<4x2xf32>) permutation = [0, 1] 
      %0 = tensor.empty() : tensor<4x2xi32>
      %collapsed = tensor.collapse_shape %0 [[0, 1]] : tensor<4x2xi32> into tensor<8xi32>
      %alloc_0 = memref.alloc() : memref<2x3xi32>
      %c1 = arith.constant 1 : index
      %dim = memref.dim %alloc_0, %c1 : memref<2x3xi32>
      return
    }
  }
  func.func @f0(%arg0: i32, %arg1: index) -> (i32 {llvm.noundef}) {
    %cst = arith.constant dense<[[[3.000000e+00, 1.000000e+00, 5.000000e-01, 1.000000e+00]]]> : tensor<1x1x4xf32>
    %cst_0 = arith.constant dense<-7.500000e+00> : tensor<1x1xf32>
    %reduced = linalg.reduce ins(%cst : tensor<1x1x4xf32>) outs(%cst_0 : tensor<1x1xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %4 = arith.addf %in, %init : f32
        linalg.yield %4 : f32
      }
    %cst_1 = arith.constant dense<[1.000000e+00, 1.000000e+02, -1.000000e+00]> : tensor<3xf32>
    %0 = tensor.empty() : tensor<2x3xf32>
    %broadcasted = linalg.broadcast ins(%cst_1 : tensor<3xf32>) outs(%0 : tensor<2x3xf32>) dimensions = [0] 
    %cst_2 = arith.constant dense<[[2147483647, 0], [45, -1], [-1, -1], [6, -1]]> : tensor<4x2xi32>
    %extracted_slice = tensor.extract_slice %cst_2[1, 0] [2, 1] [1, 1] : tensor<4x2xi32> to tensor<2x1xi32>
    %c24 = arith.constant 24 : index
    %c0 = arith.constant 0 : index
    %1 = arith.cmpi sle, %c24, %c0 : index
    %cst_3 = arith.constant 1.500000e-01 : f64
    %2 = arith.select %1, %cst_3, %cst_3 : f64
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<4xi32>
    %c1 = arith.constant 1 : index
    %3 = memref.load %alloc[%c1] : memref<4xi32>
    return %arg0 : i32
  }
  func.func public @kernel_1(%arg0: index, %arg1: memref<2x3xi32>, %arg2: i32, %arg3: vector<2x3xi32>) attributes {ref = @inner::@helper1} {
    %cst = arith.constant 4.000000e+02 : f16
    %0 = math.isnormal %cst : f16
    cf.assert %0, "bounds check"
    %1 = tensor.empty() : tensor<2x3xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %1[%c0, %c1] : tensor<2x3xi32>
    %cst_0 = arith.constant 4.000000e+02 : f32
    %2 = math.log %cst_0 fastmath<reassoc,contract> : f32
    %c0_1 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c1_2 = arith.constant 1 : index
    scf.for %arg4 = %c0_1 to %c5 step %c1_2 {
    }
    return
  }
}

