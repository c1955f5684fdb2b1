module {
  func.func private @ext0(memref<2x4x4xi16> {llvm.noundef, test.tag = "x"}) -> i8
  func.func private @ext1(i8 {llvm.signext}, f32, memref<?xi8>) -> i8
  func.func public @kernel_0() -> (i16, i16, tensor<3x4xbf16> {test.foo = 1 : i32}) {
    %cst = arith.constant dense<-1> : tensor<4x2xi8>
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %cst[%c2, %c1] : tensor<4x2xi8>
    %extracted_slice = tensor.extract_slice %cst[1, 1] [1, 1] [1, 1] : tensor<4x2xi8> to tensor<1x1xi8>
    %true = arith.constant true
    %0 = arith.cmpi ne, %true, %true : i1
    %c4 = arith.constant 4 : index
    %1 = tensor.empty(%c4) : tensor<?x4xi8>
    %c1_i32 = arith.constant 1 : i32
    %2 = arith.cmpi ugt, %c1_i32, %c1_i32 : i32
    %c32767_i16 = arith.constant 32767 : i16
    cf.cond_br %2, ^bb1, ^bb3(%c32767_i16 : i16)
  ^bb1:  // pred: ^bb0
    %alloc = memref.alloc() : memref<3xi8>
    memref.dealloc %alloc : memref<3xi8>
    %cst_0 = arith.constant dense<-6> : vector<3xi8>
    %3 = arith.uitofp %cst_0 : vector<3xi8> to vector<3xbf16>
    %alloc_1 = memref.alloc() : memref<3x4xf32>
    %expand_shape = memref.expand_shape %alloc_1 [[0, 1], [2]] output_shape [3, 1, 4] : memref<3x4xf32> into memref<3x1x4xf32>
    %cst_2 = arith.constant 1.000000e+00 : f32
    %4 = math.log10 %cst_2 : f32
    cf.br ^bb2(%c32767_i16, %extracted : i16, i8)
  ^bb2(%5: i16, %6: i8):  // pred: ^bb1
    %7 = arith.bitcast %5 : i16 to f16
    %cst_3 = arith.constant 1.500000e-01 : f32
    %cst_4 = arith.constant 1.000000e+02 : f32
    %8 = arith.cmpf ord, %cst_3, %cst_4 : f32
    %c2_5 = arith.constant 2 : index
    %9 = arith.cmpi ult, %c4, %c2_5 : index
    %10:2 = scf.if %9 -> (i32, i8) {
      %13 = tensor.empty() : tensor<3x4xi8>
      %cst_6 = arith.constant dense<-2> : tensor<1x4xi8>
      %inserted_slice = tensor.insert_slice %cst_6 into %13[2, 0] [1, 4] [1, 1] : tensor<1x4xi8> into tensor<3x4xi8>
      %extracted_slice_7 = tensor.extract_slice %cst[1, 1] [1, 1] [1, 1] : tensor<4x2xi8> to tensor<1x1xi8>
      %cst_8 = arith.constant dense<1> : tensor<4x8xi32>
      %14 = arith.ori %cst_8, %cst_8 : tensor<4x8xi32>
      scf.yield %c1_i32, %extracted : i32, i8
    } else {
      %c26_i64 = arith.constant 26 : i64
      %13 = arith.cmpi ne, %c26_i64, %c26_i64 : i64
      %c0_i32 = arith.constant 0 : i32
      scf.yield %c0_i32, %extracted : i32, i8
    }
    scf.while (%arg0 = %6) : (i8) -> () {
      %cst_6 = arith.constant dense<2> : vector<3xi16>
      %13 = math.ipowi %cst_6, %cst_6 : vector<3xi16>
      %false = arith.constant false
      scf.condition(%false)
    } do {
      scf.yield %extracted : i8
    }
    %c0_i16 = arith.constant 0 : i16
    cf.cond_br %9, ^bb3(%c0_i16 : i16), ^bb3(%c32767_i16 : i16)
  ^bb3(%11: i16):  // 3 preds: ^bb0, ^bb2, ^bb2
    %c1_i16 = arith.constant 1 : i16
    %c47_i16 = arith.constant 47 : i16
    %12 = tensor.empty() : tensor<3x4xbf16>
    return %c1_i16, %c47_i16, %12 : i16, i16, tensor<3x4xbf16>
  }
}

