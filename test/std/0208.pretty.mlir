module {
  func.func private @ext0(f32 {llvm.noundef, test.tag = "x"}) -> (i32, tensor<3x2x2xi32> {llvm.noundef}) attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1(i32 {llvm.signext}) -> (memref<4xi32> {llvm.noundef})
  func.func @kernel_0() -> tensor<3x2x2xi32> attributes {llvm.emit_c_interface, note = "generated"} {
    %cst = arith.constant dense<-1> : tensor<2x1xi32>
    %expanded = tensor.expand_shape %cst [[0], [1, 2]] output_shape [2, 1, 1] : tensor<2x1xi32> into tensor<2x1x1xi32>
    %c3 = arith.constant 3 : index
    %0 = tensor.empty(%c3) : tensor<?x4xbf16>
    %1 = arith.extf %0 : tensor<?x4xbf16> to tensor<?x4xf32>
    %c2147483647_i32 = arith.constant 2147483647 : i32
    cf.br ^bb1(%c2147483647_i32 : i32)
  ^bb1(%2: i32):  // pred: ^bb0
    %cst_0 = arith.constant dense<3.000000e+00> : vector<4xf64>
    %3 = math.erfc %cst_0 fastmath<nnan,ninf,nsz> : vector<4xf64>
    %4 = tensor.empty() : tensor<3x2x2xi8>
    %5 = math.cttz %4 : tensor<3x2x2xi8>
    %true = arith.constant true
    %c127_i8 = arith.constant 127 : i8
    %c-1_i8 = arith.constant -1 : i8
    cf.cond_br %true, ^bb2(%c127_i8 : i8), ^bb2(%c-1_i8 : i8)
  ^bb2(%6: i8):  // 2 preds: ^bb1, ^bb1
    %cst_1 = arith.constant 5.000000e-01 : f32
    %7:2 = call @ext0(%cst_1) : (f32) -> (i32, tensor<3x2x2xi32>)
    %c2 = arith.constant 2 : index
    %c9 = arith.constant 9 : index
    %c2_2 = arith.constant 2 : index
    %c-1_i32 = arith.constant -1 : i32
    %8 = scf.for %arg0 = %c2 to %c9 step %c2_2 iter_args(%arg1 = %c-1_i32) -> (i32) {
      %c8 = arith.constant 8 : index
      %alloc = memref.alloc(%c8) : memref<?xi32>
      %c0 = arith.constant 0 : index
      %11 = memref.load %alloc[%c0] : memref<?xi32>
      %12 = tensor.empty() : tensor<3x2x2xi32>
      %c2_3 = arith.constant 2 : index
      %c3_4 = arith.constant 3 : index
      %13 = scf.for %arg2 = %c2_3 to %c2_3 step %c3_4 iter_args(%arg3 = %c2147483647_i32) -> (i32) {
        %c2147483647_i32_6 = arith.constant 2147483647 : i32
        %c2147483647_i32_7 = arith.constant 2147483647 : i32
        %14 = arith.cmpi uge, %c2147483647_i32_6, %c2147483647_i32_7 : i32
        cf.assert %14, "ok"
        scf.yield %7#0 : i32
      }
      %c-1_i32_5 = arith.constant -1 : i32
      scf.yield %c-1_i32_5 : i32
    }
    %c-1_i64 = arith.constant -1 : i64
    %9 = arith.cmpi eq, %c-1_i64, %c-1_i64 : i64
    cf.cond_br %9, ^bb3, ^bb3
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %10 = tensor.empty() : tensor<3x2x2xi32>
    return %10 : tensor<3x2x2xi32>
  }
  func.func private @fn.1(%arg0: i32, %arg1: i32 {llvm.zeroext}) -> i32 {
    %cst = arith.constant 1.000000e+02 : f16
    %0 = math.acosh %cst : f16
    %cst_0 = arith.constant dense<68> : vector<4xindex>
    %1 = arith.muli %cst_0, %cst_0 overflow<nsw, nuw> : vector<4xindex>
    %2 = tensor.empty() : tensor<4x4xi8>
    %extracted_slice = tensor.extract_slice %2[3, 0] [1, 2] [1, 1] : tensor<4x4xi8> to tensor<1x2xi8>
    %cst_1 = arith.constant dense<[3.000000e+00, 0.000000e+00, -7.500000e+00, 1.500240e-01]> : vector<4xf16>
    %3 = math.atan %cst_1 fastmath<nnan,ninf,nsz> : vector<4xf16>
    %false = arith.constant false
    %4 = scf.if %false -> (i32) {
      %5 = tensor.empty() : tensor<4xi32>
      %cst_2 = arith.constant dense<[[10, 19], [2147483647, -1], [58, 61], [-1, 2147483647]]> : tensor<4x2xi32>
      %broadcasted = linalg.broadcast ins(%5 : tensor<4xi32>) outs(%cst_2 : tensor<4x2xi32>) dimensions = [1] 
      %c0 = arith.constant 0 : index
      %6 = arith.maxsi %c0, %c0 : index
      scf.yield %arg1 : i32
    } else {
      %alloca = memref.alloca() {alignment = 16 : i64} : memref<4xf64>
      memref.copy %alloca, %alloca : memref<4xf64> to memref<4xf64>
      %cst_2 = arith.constant dense<[-3, 2147483647, 2147483647, 2147483647]> : vector<4xi32>
      %5 = math.ipowi %cst_2, %cst_2 : vector<4xi32>
      %c0_i32 = arith.constant 0 : i32
      scf.yield %c0_i32 : i32
    }
    %c69_i32 = arith.constant 69 : i32
    scf.while (%arg2 = %c69_i32) : (i32) -> () {
      scf.condition(%false)
    } do {
      scf.yield %arg0 : i32
    }
    return %arg1 : i32
  }
}

