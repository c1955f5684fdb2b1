module {
  func.func private @ext0(i8, i8 {llvm.zeroext}, i8) -> (i8, i8)
  func.func @compute0(%arg0: tensor<3x8xi32>, %arg1: tensor<3xi8> {llvm.noundef}, %arg2: memref<3x8xi32> {llvm.noundef, test.tag = "x"}, %arg3: i32) -> (i32 {llvm.noundef, test.tag = "x"}, memref<3x?xi32>, i8 {llvm.signext}) attributes {llvm.emit_c_interface, note = "generated"} {
    %0 = tensor.empty() : tensor<3xi32>
    %c1 = arith.constant 1 : index
    %inserted_slice = tensor.insert_slice %0 into %0[0] [3] [%c1] : tensor<3xi32> into tensor<3xi32>
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %1 = arith.cmpi eq, %c1_0, %c1_1 : index
    %c-1_i32 = arith.constant -1 : i32
    cf.cond_br %1, ^bb1(%arg3 : i32), ^bb3(%c-1_i32, %c-1_i32 : i32, i32)
  ^bb1(%2: i32):  // pred: ^bb0
    %c0_i8 = arith.constant 0 : i8
    %3 = arith.shrsi %c0_i8, %c0_i8 : i8
    cf.cond_br %1, ^bb3(%2, %arg3 : i32, i32), ^bb2
  ^bb2:  // pred: ^bb1
    %c0_i8_2 = arith.constant 0 : i8
    %4:2 = call @ext0(%c0_i8_2, %c0_i8_2, %c0_i8_2) : (i8, i8, i8) -> (i8, i8)
    cf.br ^bb3(%arg3, %arg3 : i32, i32)
  ^bb3(%5: i32, %6: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
    %cst = arith.constant 4.000000e+02 : f16
    %7 = arith.extf %cst : f16 to f32
    %c1_3 = arith.constant 1 : index
    %alloca = memref.alloca(%c1_3) : memref<3x?xi32>
    %c1_i8 = arith.constant 1 : i8
    return %c-1_i32, %alloca, %c1_i8 : i32, memref<3x?xi32>, i8
  }
  func.func @kernel_1(%arg0: i16, %arg1: i32) -> tensor<3xi8> {
    %cst = arith.constant dense<true> : vector<2x4xi1>
    %cst_0 = arith.constant dense<[[-1, 0, 127, 0], [127, 127, -1, -1]]> : vector<2x4xi8>
    %cst_1 = arith.constant dense<-6> : vector<2x4xi8>
    %0 = arith.select %cst, %cst_0, %cst_1 : vector<2x4xi1>, vector<2x4xi8>
    %false = arith.constant false
    %1 = arith.select %false, %arg1, %arg1 : i32
    %c0 = arith.constant 0 : index
    %c65 = arith.constant 65 : index
    %2 = arith.cmpi ult, %c0, %c65 : index
    scf.if %2 {
      %3 = tensor.empty() : tensor<8x2xi32>
      %c5 = arith.constant 5 : index
      %c3 = arith.constant 3 : index
      %c0_3 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c1_4 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c7 = arith.constant 7 : index
      %4 = tensor.empty(%c8, %c7) : tensor<?x?xi32>
      %inserted_slice = tensor.insert_slice %4 into %3[%c5, %c0_3] [%c3, %c1] [1, %c1_4] : tensor<?x?xi32> into tensor<8x2xi32>
    }
    %cst_2 = arith.constant dense<[66, -1, 4]> : tensor<3xi8>
    return %cst_2 : tensor<3xi8>
  }
}

