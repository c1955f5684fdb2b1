module attributes {test.module_note = "std"} {
  func.func @kernel_0(%arg0: vector<8x1xindex>, %arg1: memref<2x2xindex>, %arg2: i16 {test.foo = 1 : i32}) -> (tensor<2x2xi16> {llvm.noundef}, i16, memref<2x2xi32>) {
    %cst = arith.constant dense<32767> : tensor<2x2xi16>
    %expanded = tensor.expand_shape %cst [[0], [1, 2]] output_shape [2, 2, 1] : tensor<2x2xi16> into tensor<2x2x1xi16>
    %cst_0 = arith.constant dense<[[127, -1], [1, 127]]> : tensor<2x2xi8>
    %0 = linalg.mul ins(%cst_0, %cst_0 : tensor<2x2xi8>, tensor<2x2xi8>) outs(%cst_0 : tensor<2x2xi8>) -> tensor<2x2xi8>
    %c-17 = arith.constant -17 : index
    %1 = arith.cmpi sgt, %c-17, %c-17 : index
    %cst_1 = arith.constant 1.000000e+00 : f64
    %cst_2 = arith.constant 3.000000e+00 : f64
    %2 = arith.minimumf %cst_1, %cst_2 : f64
    %from_elements = tensor.from_elements %c-17, %c-17 : tensor<2xindex>
    %cst_3 = arith.constant 1.000000e+00 : f16
    %3 = arith.addf %cst_3, %cst_3 : f16
    %alloc = memref.alloc() : memref<2x2xi32>
    return %cst, %arg2, %alloc : tensor<2x2xi16>, i16, memref<2x2xi32>
  }
}

