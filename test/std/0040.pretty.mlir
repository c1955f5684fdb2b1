module attributes {test.module_note = "std"} {
  func.func private @ext0(tensor<8xindex> {test.foo = 1 : i32}) -> (index, index {llvm.noundef})
  func.func private @ext1()
  func.func @compute0(%arg0: tensor<1xi64> {test.foo = 1 : i32}, %arg1: vector<1xindex>, %arg2: index) -> index {
    %cst = arith.constant -7.500000e+00 : f32
    %0 = math.ceil %cst fastmath<nnan,ninf,nsz> : f32
    %1 = tensor.empty() : tensor<1x2xi16>
    %transposed = linalg.transpose ins(%1 : tensor<1x2xi16>) outs(%1 : tensor<1x2xi16>) permutation = [0, 1] 
    %cst_0 = arith.constant dense<33> : vector<1xi16>
    %2 = arith.extsi %cst_0 : vector<1xi16> to vector<1xi64>
    %cst_1 = arith.constant dense<-7.500000e+00> : vector<4x3xf16>
    %3 = math.log10 %cst_1 fastmath<reassoc,contract> : vector<4x3xf16>
    %cst_2 = arith.constant dense<4.000000e+02> : vector<1xf32>
    %4 = math.sin %cst_2 fastmath<reassoc,contract> : vector<1xf32>
    %expanded = tensor.expand_shape %arg0 [[0, 1]] output_shape [1, 1] : tensor<1xi64> into tensor<1x1xi64>
    %alloc = memref.alloc() : memref<2048xi8>
    %c0 = arith.constant 0 : index
    %view = memref.view %alloc[%c0][] : memref<2048xi8> to memref<4x8xf32>
    %c-13_i8 = arith.constant -13 : i8
    %sum, %overflow = arith.addui_extended %c-13_i8, %c-13_i8 : i8, i1
    %5 = tensor.empty() : tensor<4xindex>
    %c0_3 = arith.constant 0 : index
    %extracted = tensor.extract %5[%c0_3] : tensor<4xindex>
    %c1 = arith.constant 1 : index
    %6 = tensor.empty(%c1) : tensor<8x?xf32>
    %c6 = arith.constant 6 : index
    %c0_4 = arith.constant 0 : index
    %inserted = tensor.insert %cst into %6[%c6, %c0_4] : tensor<8x?xf32>
    %c-17_i64 = arith.constant -17 : i64
    %c1_i64 = arith.constant 1 : i64
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    %from_elements = tensor.from_elements %c-17_i64, %c-17_i64, %c1_i64, %c4611686018427387903_i64 : tensor<2x2xi64>
    %true = arith.constant true
    %false = arith.constant false
    %7 = arith.shli %true, %false overflow<nuw> : i1
    %cst_5 = arith.constant dense<[[2, 63, -1, 19], [1, -1, 0, 1], [4, 4611686018427387903, 0, 0], [0, 66, -1, 39]]> : tensor<4x4xi64>
    %cst_6 = arith.constant dense<1> : tensor<4x4xi64>
    %transposed_7 = linalg.transpose ins(%cst_5 : tensor<4x4xi64>) outs(%cst_6 : tensor<4x4xi64>) permutation = [0, 1] 
    %c2 = arith.constant 2 : index
    %extracted_8 = tensor.extract %5[%c2] : tensor<4xindex>
    return %c6 : index
  }
}

