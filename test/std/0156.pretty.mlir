module {
  func.func private @ext0(i16, index, tensor<4x8xi16>) -> memref<1x3xi16>
  func.func private @compute0(%arg0: i32 {llvm.signext}, %arg1: tensor<1x2xi32>) -> (i16, i16 {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"} {
    %c-17 = arith.constant -17 : index
    %0 = arith.cmpi ugt, %c-17, %c-17 : index
    cf.assert %0, "ok"
    %alloc = memref.alloc() : memref<1x8xf64>
    %alloc_0 = memref.alloc() : memref<8x1xf64>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1x1xf64>
    linalg.matmul ins(%alloc, %alloc_0 : memref<1x8xf64>, memref<8x1xf64>) outs(%alloc_1 : memref<1x1xf64>)
    %1 = tensor.empty() : tensor<1x3xf64>
    %2 = arith.negf %1 fastmath<fast> : tensor<1x3xf64>
    %alloc_2 = memref.alloc() {alignment = 16 : i64} : memref<1x3xi16>
    %subview = memref.subview %alloc_2[0, 0] [1, 1] [1, 1] : memref<1x3xi16> to memref<1x1xi16, strided<[3, 1]>>
    %c21_i16 = arith.constant 21 : i16
    %splat = tensor.splat %c21_i16 : tensor<1x3xi16>
    cf.br ^bb1(%c21_i16, %arg0 : i16, i32)
  ^bb1(%3: i16, %4: i32):  // pred: ^bb0
    %alloc_3 = memref.alloc() : memref<1x3xf32>
    memref.dealloc %alloc_3 : memref<1x3xf32>
    %alloc_4 = memref.alloc() : memref<4xi16>
    %subview_5 = memref.subview %alloc_4[3] [1] [1] : memref<4xi16> to memref<1xi16, strided<[1], offset: 3>>
    %cst = arith.constant dense<[1.000000e+02, 1.000000e+02, 5.000000e-01, -7.500000e+00]> : vector<4xf32>
    %5 = math.cos %cst : vector<4xf32>
    %6:2 = scf.if %0 -> (i32, i32) {
      %c2_i64 = arith.constant 2 : i64
      %c8_i64 = arith.constant 8 : i64
      %c2_i64_6 = arith.constant 2 : i64
      scf.for %arg2 = %c2_i64 to %c8_i64 step %c2_i64_6  : i64 {
        %8 = arith.index_cast %c21_i16 : i16 to index
        %cst_7 = arith.constant -1.000000e+00 : f32
        %9 = arith.cmpf ogt, %cst_7, %cst_7 fastmath<nnan,ninf,nsz> : f32
        %10 = arith.cmpf uge, %cst_7, %cst_7 fastmath<fast> : f32
      }
      %c1_i32 = arith.constant 1 : i32
      scf.yield %c1_i32, %4 : i32, i32
    } else {
      %c0 = arith.constant 0 : index
      %c7 = arith.constant 7 : index
      %c1 = arith.constant 1 : index
      %c0_6 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c2_7 = arith.constant 2 : index
      %cst_8 = arith.constant 1.500000e-01 : f64
      %8 = scf.parallel (%arg2, %arg3) = (%c0, %c0_6) to (%c7, %c2) step (%c1, %c2_7) init (%cst_8) -> f64 {
        %cst_9 = arith.constant dense<3.000000e+00> : vector<4xf64>
        %cst_10 = arith.constant dense<1.000000e+00> : vector<4xf64>
        %9 = arith.subf %cst_9, %cst_10 fastmath<afn> : vector<4xf64>
        scf.reduce(%cst_8 : f64) {
        ^bb0(%arg4: f64, %arg5: f64):
          %10 = arith.maximumf %arg4, %arg5 : f64
          scf.reduce.return %10 : f64
        }
      }
      %collapsed = tensor.collapse_shape %arg1 [[0, 1]] : tensor<1x2xi32> into tensor<2xi32>
      scf.yield %arg0, %arg0 : i32, i32
    }
    cf.br ^bb2(%3 : i16)
  ^bb2(%7: i16):  // pred: ^bb1
    %c32767_i16 = arith.constant 32767 : i16
    return %c32767_i16, %c21_i16 : i16, i16
  }
}

