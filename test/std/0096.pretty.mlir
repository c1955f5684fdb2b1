module attributes {test.module_note = "std"} {
  func.func private @ext0(memref<3xindex> {llvm.noundef, test.tag = "x"}, vector<4xi8>, index)
  func.func private @ext1(f32) -> (f32 {llvm.noundef, test.tag = "x"})
  module @inner {
    func.func private @helper0(%arg0: memref<3xi8>, %arg1: f32) -> (memref<3xf32> {llvm.noundef, test.tag = "x"}) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
      %c-1 = arith.constant -1 : index
      %0 = arith.index_castui %c-1 : index to i32
      %c1 = arith.constant 1 : index
      %c9 = arith.constant 9 : index
      %c3 = arith.constant 3 : index
      scf.for %arg2 = %c1 to %c9 step %c3 {
        %low, %high = arith.mului_extended %0, %0 : i32
      }
      %alloc = memref.alloc() : memref<3xf32>
      return %alloc : memref<3xf32>
    }
  }
  func.func private @f0(%arg0: index) -> (memref<?xf32> {llvm.noundef}, vector<4xi8>) attributes {llvm.emit_c_interface, note = "generated"} {
    %cst = arith.constant dense<[1.000000e+00, 1.000000e+00, 0.000000e+00]> : vector<3xbf16>
    %0 = arith.mulf %cst, %cst fastmath<fast> : vector<3xbf16>
    %alloc = memref.alloc() : memref<3x1xf32>
    %alloc_0 = memref.alloc() : memref<3x1xf32>
    linalg.transpose ins(%alloc : memref<3x1xf32>) outs(%alloc_0 : memref<3x1xf32>) permutation = [0, 1] 
    %1 = tensor.empty() : tensor<4x3xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %1, %c0 : tensor<4x3xf32>
    %cst_1 = arith.constant dense<2.500000e+00> : tensor<2x3xf32>
    %inserted_slice = tensor.insert_slice %cst_1 into %1[2, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x3xf32>
    %c5 = arith.constant 5 : index
    %2 = tensor.empty(%c5) : tensor<2x3x?xindex>
    %c0_2 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %inserted = tensor.insert %dim into %2[%c0_2, %c1, %c0_3] : tensor<2x3x?xindex>
    %c2 = arith.constant 2 : index
    %alloc_4 = memref.alloc(%c2) : memref<?xf32>
    %cst_5 = arith.constant dense<[-1, 0, 41, -1]> : vector<4xi8>
    return %alloc_4, %cst_5 : memref<?xf32>, vector<4xi8>
  }
  func.func @f1(%arg0: memref<4xf32> {llvm.noundef, test.tag = "x"}, %arg1: i8 {test.foo = 1 : i32}, %arg2: memref<3xf32>) -> vector<4xi8> attributes {ref = @inner::@helper0} {
    %cst = arith.constant dense<-10> : vector<4x4xi8>
    %0 = tensor.empty() : tensor<3xi8>
    %expanded = tensor.expand_shape %0 [[0, 1]] output_shape [3, 1] : tensor<3xi8> into tensor<3x1xi8>
    %true = arith.constant true
    %1 = arith.select %true, %arg1, %arg1 : i8
    %cst_0 = arith.constant 3.000000e+00 : f32
    %2 = math.atanh %cst_0 fastmath<afn> : f32
    %c1_i16 = arith.constant 1 : i16
    %3 = arith.cmpi sge, %c1_i16, %c1_i16 : i16
    %4 = arith.select %3, %1, %1 : i8
    %cst_1 = arith.constant dense<[0, 44, 1, 0]> : vector<4xi8>
    return %cst_1 : vector<4xi8>
  }
}

