module {
  func.func private @ext0(tensor<8x3x?xi64>, i32, memref<8x3x8xi64>) -> (vector<1x8xindex>, bf16 {test.foo = 1 : i32})
  func.func @fn.0(%arg0: memref<8x3x8xindex>, %arg1: i32, %arg2: tensor<1x8xi32>, %arg3: i32) -> (i32 {llvm.signext}) attributes {llvm.emit_c_interface, note = "generated"} {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2], [3]] output_shape [2, 4, 3, 8] : memref<8x3x8xindex> into memref<2x4x3x8xindex>
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %cst = arith.constant -1.000000e+00 : bf16
    %c3_i32 = arith.constant 3 : i32
    %0 = arith.cmpi ugt, %arg1, %c3_i32 : i32
    %cst_0 = arith.constant -1.000000e+00 : f64
    cf.cond_br %0, ^bb2(%cst_0 : f64), ^bb2(%cst_0 : f64)
  ^bb2(%1: f64):  // 2 preds: ^bb1, ^bb1
    %c-1_i16 = arith.constant -1 : i16
    %2 = arith.bitcast %c-1_i16 : i16 to f16
    return %arg3 : i32
  }
  func.func public @kernel_1(%arg0: i64 {llvm.signext}, %arg1: i64 {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"} {
    %c-1_i32 = arith.constant -1 : i32
    %0 = arith.maxsi %c-1_i32, %c-1_i32 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst = arith.constant 3.000000e+00 : f16
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<1x8xf16>
    linalg.fill ins(%cst : f16) outs(%alloc : memref<1x8xf16>)
    %cst_0 = arith.constant 1.500000e-01 : f32
    %1 = arith.mulf %cst_0, %cst_0 : f32
    %cst_1 = arith.constant 2.500000e+00 : f64
    %2 = math.exp %cst_1 : f64
    return
  }
}

