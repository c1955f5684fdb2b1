module {
  func.func @kernel_0(%arg0: memref<3xindex>, %arg1: memref<2xf32>, %arg2: tensor<4xf32> {test.foo = 1 : i32}) -> (i32, tensor<?x4xi32> {test.foo = 1 : i32}, tensor<?x1xi8>) {
    %expanded = tensor.expand_shape %arg2 [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
    %cst = arith.constant dense<1.500000e-01> : vector<4xf32>
    %cst_0 = arith.constant dense<[3.000000e+00, 1.000000e+00, 4.000000e+02, -7.500000e+00]> : vector<4xf32>
    %0 = arith.cmpf oeq, %cst, %cst_0 fastmath<afn> : vector<4xf32>
    %cst_1 = arith.constant 1.000000e+00 : f32
    %1 = arith.minnumf %cst_1, %cst_1 fastmath<arcp> : f32
    %cst_2 = arith.constant dense<3.000000e+00> : tensor<2xf16>
    %cst_3 = arith.constant dense<51> : tensor<2xi32>
    %2 = math.fpowi %cst_2, %cst_3 : tensor<2xf16>, tensor<2xi32>
    %3 = tensor.empty() : tensor<1x1xf32>
    %inserted_slice = tensor.insert_slice %3 into %expanded[1, 1] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<2x2xf32>
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<2048xi8>
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %view = memref.view %alloc[%c0][%c7] : memref<2048xi8> to memref<?x4xf16>
    %cst_4 = arith.constant dense<1.000000e+00> : vector<2xf32>
    %f = constant @kernel_0 : (memref<3xindex>, memref<2xf32>, tensor<4xf32>) -> (i32, tensor<?x4xi32>, tensor<?x1xi8>)
    %4:3 = call_indirect %f(%arg0, %arg1, %arg2) : (memref<3xindex>, memref<2xf32>, tensor<4xf32>) -> (i32, tensor<?x4xi32>, tensor<?x1xi8>)
    %c3 = arith.constant 3 : index
    %5 = tensor.empty(%c3) : tensor<?x4xi32>
    return %4#0, %5, %4#2 : i32, tensor<?x4xi32>, tensor<?x1xi8>
  }
}

