module {
  module @inner {
    func.func @helper3(%arg0: i32 {llvm.zeroext}) -> f64 attributes {llvm.emit_c_interface, note = "generated"} {
      %cst = arith.constant -1.000000e+00 : f64
      %0 = arith.cmpi eq, %arg0, %arg0 : i32
      %cst_0 = arith.constant 1.000000e+00 : f64
      cf.cond_br %0, ^bb4(%cst_0 : f64), ^bb1
    ^bb1:  // pred: ^bb0
      %1 = arith.cmpf true, %cst_0, %cst_0 fastmath<nnan,ninf,nsz> : f64
      %c0_i16 = arith.constant 0 : i16
      cf.cond_br %0, ^bb2(%c0_i16 : i16), ^bb2(%c0_i16 : i16)
    ^bb2(%2: i16):  // 2 preds: ^bb1, ^bb1
      %cst_1 = arith.constant -7.500000e+00 : f16
      %3 = arith.negf %cst_1 : f16
      %cst_2 = arith.constant 4.000000e+02 : f64
      cf.switch %2 : i16, [
        default: ^bb3,
        2: ^bb4(%cst : f64),
        5: ^bb4(%cst_2 : f64)
      ]
    ^bb3:  // pred: ^bb2
      %c127_i8 = arith.constant 127 : i8
      %cst_3 = arith.constant 1.000000e+00 : f64
      %cst_4 = arith.constant 0.000000e+00 : f64
      cf.switch %c127_i8 : i8, [
        default: ^bb4(%cst_3 : f64),
        2: ^bb4(%cst_0 : f64),
        3: ^bb4(%cst : f64),
        5: ^bb4(%cst_4 : f64)
      ]
    ^bb4(%4: f64):  // 7 preds: ^bb0, ^bb2, ^bb2, ^bb3, ^bb3, ^bb3, ^bb3
      %cst_5 = arith.constant 1.500000e-01 : f64
      return %cst_5 : f64
    }
  }
  func.func public @compute0(%arg0: memref<3xf64>, %arg1: f64, %arg2: f32) attributes {test.kernel} {
    %0 = math.fma %arg2, %arg2, %arg2 fastmath<fast> : f32
    %1 = tensor.empty() : tensor<3xi32>
    %c0 = arith.constant 0 : index
    %extracted_slice = tensor.extract_slice %1[%c0] [2] [1] : tensor<3xi32> to tensor<2xi32>
    %cst = arith.constant 1.000000e+00 : f64
    %alloc = memref.alloc() : memref<2048xi8>
    %c0_0 = arith.constant 0 : index
    %view = memref.view %alloc[%c0_0][] : memref<2048xi8> to memref<4x8xf64>
    %c3 = arith.constant 3 : index
    %c0_1 = arith.constant 0 : index
    %2 = memref.load %view[%c3, %c0_1] : memref<4x8xf64>
    call @compute0(%arg0, %arg1, %arg2) : (memref<3xf64>, f64, f32) -> ()
    %cst_2 = arith.constant dense<4.000000e+02> : tensor<4x8x3xf64>
    %cast = tensor.cast %cst_2 : tensor<4x8x3xf64> to tensor<?x?x3xf64>
    %cst_3 = arith.constant dense<[[-2.500000e-01, 0.000000e+00, -7.500000e+00, 1.500240e-01], [1.500240e-01, 0.000000e+00, 1.000000e+00, -1.000000e+00]]> : vector<2x4xf16>
    %3 = arith.subf %cst_3, %cst_3 : vector<2x4xf16>
    %cst_4 = arith.constant dense<[1.000000e+02, 0.000000e+00, 1.000000e+00]> : vector<3xbf16>
    %4 = math.powf %cst_4, %cst_4 fastmath<nnan,ninf,nsz> : vector<3xbf16>
    return
  }
  func.func public @kernel_1(%arg0: memref<3xf64>) attributes {ref = @inner::@helper3} {
    %c1 = arith.constant 1 : index
    %0 = tensor.empty(%c1) : tensor<2x?xf64>
    %1 = math.cos %0 : tensor<2x?xf64>
    %false = arith.constant false
    %2 = arith.cmpi ne, %false, %false : i1
    %cst = arith.constant -7.500000e+00 : f64
    cf.br ^bb1(%cst : f64)
  ^bb1(%3: f64):  // pred: ^bb0
    %c0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c2 = arith.constant 2 : index
    %c0_0 = arith.constant 0 : index
    %c6_1 = arith.constant 6 : index
    %c2_2 = arith.constant 2 : index
    scf.parallel (%arg1, %arg2) = (%c0, %c0_0) to (%c6, %c6_1) step (%c2, %c2_2) {
      %10 = tensor.empty() : tensor<2x4xf64>
      %cst_6 = arith.constant dense<1.000000e+00> : tensor<1x3xf64>
      %inserted_slice = tensor.insert_slice %cst_6 into %10[1, 0] [1, 3] [1, 1] : tensor<1x3xf64> into tensor<2x4xf64>
      %alloc = memref.alloc() : memref<2048xi8>
      %c0_7 = arith.constant 0 : index
      %c6_8 = arith.constant 6 : index
      %view = memref.view %alloc[%c0_7][%c6_8] : memref<2048xi8> to memref<?x4xf16>
      scf.reduce 
    }
    %c8 = arith.constant 8 : index
    %4 = tensor.empty(%c8) : tensor<?x4xbf16>
    %5 = arith.negf %4 fastmath<arcp> : tensor<?x4xbf16>
    %c0_i32 = arith.constant 0 : i32
    %cst_3 = arith.constant 1.500000e-01 : f64
    cf.switch %c0_i32 : i32, [
      default: ^bb2(%c0_i32, %cst_3 : i32, f64),
      0: ^bb2(%c0_i32, %3 : i32, f64)
    ]
  ^bb2(%6: i32, %7: f64):  // 2 preds: ^bb1, ^bb1
    %cst_4 = arith.constant dense<[1, 0, 45]> : tensor<3xi32>
    %cst_5 = arith.constant dense<-7.500000e+00> : vector<3x4xf32>
    %8 = arith.truncf %cst_5 : vector<3x4xf32> to vector<3x4xbf16>
    cf.cond_br %2, ^bb3(%6 : i32), ^bb3(%6 : i32)
  ^bb3(%9: i32):  // 2 preds: ^bb2, ^bb2
    %subview = memref.subview %arg0[0] [1] [1] : memref<3xf64> to memref<1xf64, strided<[1]>>
    return
  }
}

