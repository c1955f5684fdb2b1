module {
  func.func private @ext0(i8 {llvm.signext}) -> (f32, memref<8x4xi8>)
  func.func private @ext1() -> f32 attributes {llvm.emit_c_interface, note = "generated"}
  func.func @fn.0(%arg0: f32 {test.foo = 1 : i32}) -> (f32 {llvm.noundef}, index {llvm.noundef}, f16) {
    %cst = arith.constant dense<-2.500000e-01> : vector<3x1xbf16>
    %0 = arith.remf %cst, %cst fastmath<nnan,ninf> : vector<3x1xbf16>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<3x1xf32>
    %expanded = tensor.expand_shape %cst_0 [[0, 1], [2]] output_shape [1, 3, 1] : tensor<3x1xf32> into tensor<1x3x1xf32>
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4) : memref<8x?xi8>
    %c0 = arith.constant 0 : index
    %dim = memref.dim %alloc, %c0 : memref<8x?xi8>
    %1 = tensor.empty() : tensor<8x4xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %extracted = tensor.extract %1[%c1, %c2] : tensor<8x4xi32>
    %2 = tensor.empty() : tensor<8x4xindex>
    %c6 = arith.constant 6 : index
    %c0_1 = arith.constant 0 : index
    %extracted_2 = tensor.extract %1[%c6, %c0_1] : tensor<8x4xi32>
    %cst_3 = arith.constant dense<[[2.500000e+00], [-1.000000e+00], [-7.500000e+00]]> : vector<3x1xf64>
    %3 = arith.bitcast %cst_3 : vector<3x1xf64> to vector<3x1xi64>
    %c1_i64 = arith.constant 1 : i64
    %c5_i64 = arith.constant 5 : i64
    %c2_i64 = arith.constant 2 : i64
    %cst_4 = arith.constant dense<27> : vector<3x1xi8>
    %4:2 = scf.for %arg1 = %c1_i64 to %c5_i64 step %c2_i64 iter_args(%arg2 = %arg0, %arg3 = %cst_4) -> (f32, vector<3x1xi8>)  : i64 {
      %c0_i8 = arith.constant 0 : i8
      %5 = scf.while (%arg4 = %c0_i8) : (i8) -> i8 {
        %cst_8 = arith.constant dense<0> : tensor<8x4xi8>
        %c7_9 = arith.constant 7 : index
        %c0_10 = arith.constant 0 : index
        %extracted_11 = tensor.extract %cst_8[%c7_9, %c0_10] : tensor<8x4xi8>
        %c0_i64 = arith.constant 0 : i64
        %c0_i64_12 = arith.constant 0 : i64
        %low, %high = arith.mulsi_extended %c0_i64, %c0_i64_12 : i64
        %8 = arith.cmpi eq, %extracted_2, %extracted_2 : i32
        scf.condition(%8) %extracted_11 : i8
      } do {
      ^bb0(%arg4: i8):
        %c1_i8 = arith.constant 1 : i8
        %c8_i8 = arith.constant 8 : i8
        %c2_i8 = arith.constant 2 : i8
        scf.for %arg5 = %c1_i8 to %c8_i8 step %c2_i8  : i8 {
          %cst_8 = arith.constant dense<-1> : vector<8x4xi8>
          %sum, %overflow = arith.addui_extended %cst_8, %cst_8 : vector<8x4xi8>, vector<8x4xi1>
        }
        %8:2 = func.call @ext0(%c1_i8) : (i8) -> (f32, memref<8x4xi8>)
        %9 = arith.cmpi ugt, %extracted, %extracted : i32
        scf.if %9 {
          %10 = math.absf %8#0 fastmath<reassoc,contract> : f32
          %11 = arith.cmpf ogt, %arg0, %10 fastmath<reassoc,contract> : f32
        }
        scf.yield %c1_i8 : i8
      }
      %alloca = memref.alloca() : memref<2048xi8>
      %c0_6 = arith.constant 0 : index
      %view = memref.view %alloca[%c0_6][] : memref<2048xi8> to memref<4x8xf16>
      %cst_7 = arith.constant dense<-2> : vector<2x3x4xi32>
      %6 = arith.trunci %cst_7 overflow<nsw> : vector<2x3x4xi32> to vector<2x3x4xi16>
      %c7 = arith.constant 7 : index
      %7 = tensor.empty(%c7) : tensor<8x?xi8>
      scf.yield %arg0, %cst_4 : f32, vector<3x1xi8>
    }
    %cst_5 = arith.constant 1.000000e+00 : f16
    return %4#0, %c0_1, %cst_5 : f32, index, f16
  }
}

