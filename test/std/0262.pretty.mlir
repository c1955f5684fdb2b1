module {
  memref.global "private" @g0 : memref<4x4xi32> = dense<1>
  func.func private @ext0(i8 {llvm.noundef, test.tag = "x"}) -> (vector<3x4xi8>, tensor<4x4xindex> {test.foo = 1 : i32})
  func.func private @ext1(index {llvm.noundef, test.tag = "x"}) -> tensor<?x4xindex> attributes {llvm.emit_c_interface, note = "generated"}
  func.func public @kernel_0(%arg0: memref<4x4xindex>) {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0 = memref.load %arg0[%c2, %c3] : memref<4x4xindex>
    %false = arith.constant false
    %1 = arith.select %false, %0, %c3 : index
    cf.assert %false, "x must be \22positive\22"
    %c18_i32 = arith.constant 18 : i32
    %2:2 = scf.while (%arg1 = %c18_i32) : (i32) -> (i8, i8) {
      %17 = memref.get_global @g0 : memref<4x4xi32>
      %cst_2 = arith.constant dense<8> : tensor<4x4xi32>
      %collapsed = tensor.collapse_shape %cst_2 [[0, 1]] : tensor<4x4xi32> into tensor<16xi32>
      %c0_i8 = arith.constant 0 : i8
      %18 = arith.cmpi sge, %c0_i8, %c0_i8 : i8
      scf.condition(%18) %c0_i8, %c0_i8 : i8, i8
    } do {
    ^bb0(%arg1: i8, %arg2: i8):
      %cst_2 = arith.constant 3.000000e+00 : f32
      %17 = math.asin %cst_2 : f32
      %18 = memref.get_global @g0 : memref<4x4xi32>
      %collapse_shape = memref.collapse_shape %18 [[0, 1]] : memref<4x4xi32> into memref<16xi32>
      scf.yield %c18_i32 : i32
    }
    %cst = arith.constant 4.000000e+02 : f32
    %3 = arith.negf %cst : f32
    %c-1_i64 = arith.constant -1 : i64
    %4 = arith.cmpi ult, %c-1_i64, %c-1_i64 : i64
    cf.cond_br %4, ^bb1(%2#0, %2#1 : i8, i8), ^bb2(%2#0 : i8)
  ^bb1(%5: i8, %6: i8):  // pred: ^bb0
    %cst_0 = arith.constant dense<4.000000e+02> : vector<1xf32>
    %7 = math.fma %cst_0, %cst_0, %cst_0 fastmath<nnan,ninf> : vector<1xf32>
    %c2_1 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %8 = memref.load %arg0[%c2_1, %c0] : memref<4x4xindex>
    %c69_i16 = arith.constant 69 : i16
    %c1_i16 = arith.constant 1 : i16
    %9 = arith.cmpi ult, %c69_i16, %c1_i16 : i16
    cf.assert %9, "bounds check"
    %10 = tensor.empty() : tensor<8x4xindex>
    %c1 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %10[7, 3] [1, 1] [%c1, 1] : tensor<8x4xindex> to tensor<1x1xindex>
    %11 = memref.get_global @g0 : memref<4x4xi32>
    %12 = arith.cmpi sle, %5, %5 : i8
    %c-1_i8 = arith.constant -1 : i8
    cf.cond_br %12, ^bb2(%5 : i8), ^bb2(%c-1_i8 : i8)
  ^bb2(%13: i8):  // 3 preds: ^bb0, ^bb1, ^bb1
    %low, %high = arith.mului_extended %2#0, %2#0 : i8
    %14 = arith.remui %c2, %c3 : index
    %15 = scf.while (%arg1 = %0) : (index) -> index {
      %c0_2 = arith.constant 0 : index
      %c1_3 = arith.constant 1 : index
      %c2_4 = arith.constant 2 : index
      scf.parallel (%arg2) = (%c0_2) to (%c1_3) step (%c2_4) {
        %c0_5 = arith.constant 0 : index
        %c2_6 = arith.constant 2 : index
        %17 = memref.load %arg0[%c0_5, %c2_6] : memref<4x4xindex>
        scf.reduce 
      }
      scf.condition(%false) %c2_4 : index
    } do {
    ^bb0(%arg1: index):
      scf.yield %c3 : index
    }
    %16 = arith.cmpi slt, %c18_i32, %c18_i32 : i32
    cf.cond_br %16, ^bb3, ^bb3
  ^bb3:  // 2 preds: ^bb2, ^bb2
    return
  }
}

