module attributes {test.module_note = "std"} {
  func.func @kernel_0(%arg0: bf16) -> (memref<8x4xi8> {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"} {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.bitcast %c1_i32 : i32 to f32
    %1 = tensor.empty() : tensor<1xi32>
    %c1 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %1[0] [%c1] [1] : tensor<1xi32> to tensor<?xi32>
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c1_0 = arith.constant 1 : index
    %cst = arith.constant dense<1.000000e+02> : tensor<1xbf16>
    %2:2 = scf.for %arg1 = %c2 to %c3 step %c1_0 iter_args(%arg2 = %cst, %arg3 = %c2) -> (tensor<1xbf16>, index) {
      %alloca = memref.alloca() : memref<1x8xbf16>
      %c1_1 = arith.constant 1 : index
      %subview = memref.subview %alloca[0, %c1_1] [1, 2] [1, 1] : memref<1x8xbf16> to memref<1x2xbf16, strided<[8, 1], offset: ?>>
      %c1_i32_2 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c1_i32_3 = arith.constant 1 : i32
      %3 = scf.for %arg4 = %c1_i32_2 to %c2_i32 step %c1_i32_3 iter_args(%arg5 = %arg0) -> (bf16)  : i32 {
        %cst_4 = arith.constant dense<1.000000e+02> : vector<1xf32>
        %5 = math.isnormal %cst_4 : vector<1xf32>
        %f = func.constant @kernel_0 : (bf16) -> memref<8x4xi8>
        %6 = func.call_indirect %f(%arg0) : (bf16) -> memref<8x4xi8>
        %cst_5 = arith.constant dense<-2.500000e-01> : vector<1xf32>
        %7 = math.rsqrt %cst_5 : vector<1xf32>
        %cst_6 = arith.constant 4.000000e+02 : bf16
        scf.yield %cst_6 : bf16
      }
      %4 = tensor.empty() : tensor<1xbf16>
      scf.yield %4, %c1 : tensor<1xbf16>, index
    }
    %from_elements = tensor.from_elements %arg0 : tensor<1xbf16>
    %alloc = memref.alloc() : memref<8x4xi8>
    return %alloc : memref<8x4xi8>
  }
  func.func private @kernel_1() -> (f16 {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"} {
    %0 = tensor.empty() : tensor<8x4xbf16>
    %expanded = tensor.expand_shape %0 [[0, 1], [2]] output_shape [8, 1, 4] : tensor<8x4xbf16> into tensor<8x1x4xbf16>
    %cst = arith.constant 1.503910e-01 : bf16
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %inserted = tensor.insert %cst into %expanded[%c3, %c0, %c0_0] : tensor<8x1x4xbf16>
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1) : memref<?x4xbf16>
    memref.copy %alloc, %alloc : memref<?x4xbf16> to memref<?x4xbf16>
    %1 = tensor.empty() : tensor<1xbf16>
    %2 = call @kernel_0(%cst) : (bf16) -> memref<8x4xi8>
    %cst_1 = arith.constant -1.000000e+00 : f64
    %cst_2 = arith.constant 2.500000e+00 : f64
    %3 = math.fma %cst_1, %cst_2, %cst_1 : f64
    %c-1_i8 = arith.constant -1 : i8
    %c4 = arith.constant 4 : index
    %c1_3 = arith.constant 1 : index
    memref.store %c-1_i8, %2[%c4, %c1_3] : memref<8x4xi8>
    %c3_4 = arith.constant 3 : index
    %4 = tensor.empty(%c3_4) : tensor<?x4xi8>
    %c0_5 = arith.constant 0 : index
    %c3_6 = arith.constant 3 : index
    %extracted = tensor.extract %4[%c0_5, %c3_6] : tensor<?x4xi8>
    %splat = tensor.splat %cst : tensor<8x4xbf16>
    %cst_7 = arith.constant 1.000000e+02 : f16
    return %cst_7 : f16
  }
}

