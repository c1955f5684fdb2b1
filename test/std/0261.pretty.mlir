module {
  module @inner {
    func.func public @helper9(%arg0: vector<1x4xf32> {test.foo = 1 : i32}, %arg1: tensor<8x1xf32>, %arg2: memref<1x2xbf16>) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
      %cst = arith.constant 5.000000e-01 : f16
      %0 = math.floor %cst fastmath<arcp> : f16
      %false = arith.constant false
      cf.cond_br %false, ^bb1, ^bb1
    ^bb1:  // 2 preds: ^bb0, ^bb0
      %cst_0 = arith.constant 1.500000e-01 : f32
      %1 = arith.subf %cst_0, %cst_0 fastmath<arcp> : f32
      cf.cond_br %false, ^bb2, ^bb2
    ^bb2:  // 2 preds: ^bb1, ^bb1
      %alloc = memref.alloc() : memref<1x2xbf16>
      call @helper9(%arg0, %arg1, %alloc) : (vector<1x4xf32>, tensor<8x1xf32>, memref<1x2xbf16>) -> ()
      return
    }
  }
  func.func public @f0(%arg0: bf16 {llvm.noundef, test.tag = "x"}, %arg1: bf16 {llvm.noundef}, %arg2: f32) -> (memref<8x1xi32> {llvm.noundef}, tensor<4x8xbf16>) {
    %c73_i16 = arith.constant 73 : i16
    %0 = arith.remui %c73_i16, %c73_i16 : i16
    %1 = tensor.empty() : tensor<1x2xbf16>
    %c127_i8 = arith.constant 127 : i8
    %low, %high = arith.mulsi_extended %c127_i8, %c127_i8 : i8
    %cst = arith.constant dense<[-4, 1, -1, -20]> : vector<4xi32>
    %2 = arith.sitofp %cst : vector<4xi32> to vector<4xf32>
    scf.execute_region {
      %extracted_slice = tensor.extract_slice %1[0, 1] [1, 1] [1, 1] : tensor<1x2xbf16> to tensor<1x1xbf16>
      scf.yield
    }
    %alloc = memref.alloc() : memref<8x1xi32>
    %cst_0 = arith.constant dense<-7.500000e+00> : tensor<4x8xbf16>
    return %alloc, %cst_0 : memref<8x1xi32>, tensor<4x8xbf16>
  }
  func.func public @kernel_1(%arg0: bf16, %arg1: vector<3x4xbf16>, %arg2: bf16, %arg3: f32) -> vector<8x1xbf16> attributes {ref = @inner::@helper9} {
    %cst = arith.constant 4.000000e+02 : f16
    %0 = arith.negf %cst : f16
    %1 = arith.cmpf ule, %arg3, %arg3 : f32
    %c32767_i16 = arith.constant 32767 : i16
    %2 = arith.sitofp %c32767_i16 : i16 to f16
    %3 = tensor.empty() : tensor<1x2xf32>
    %expanded = tensor.expand_shape %3 [[0, 1], [2]] output_shape [1, 1, 2] : tensor<1x2xf32> into tensor<1x1x2xf32>
    %alloc = memref.alloc() : memref<1x2xi16>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    memref.store %c32767_i16, %alloc[%c0, %c0_0] : memref<1x2xi16>
    %c0_1 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%arg4) = (%c0_1) to (%c7) step (%c1) {
      scf.reduce 
    }
    %cst_2 = arith.constant dense<[[2.500000e+00], [-7.500000e+00], [1.000000e+00], [1.000000e+02], [5.000000e-01], [4.000000e+02], [1.000000e+00], [1.503910e-01]]> : vector<8x1xbf16>
    return %cst_2 : vector<8x1xbf16>
  }
}

