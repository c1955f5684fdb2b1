module {
  func.func private @ext0(memref<4xf64>)
  func.func private @ext1(tensor<4xf32> {test.foo = 1 : i32}) -> (f32 {llvm.noundef}) attributes {llvm.emit_c_interface, note = "generated"}
  func.func @fn.0() {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = math.roundeven %cst fastmath<nnan,ninf,nsz> : f32
    %cst_0 = arith.constant 1.000000e+00 : f16
    %splat = tensor.splat %cst_0 : tensor<4xf16>
    %c3 = arith.constant 3 : index
    %1 = tensor.empty(%c3) : tensor<?xbf16>
    %2 = math.atan2 %1, %1 : tensor<?xbf16>
    %c32767_i16 = arith.constant 32767 : i16
    %from_elements = tensor.from_elements %c32767_i16, %c32767_i16, %c32767_i16, %c32767_i16 : tensor<4xi16>
    %cst_1 = arith.constant dense<3.000000e+00> : vector<4xf32>
    %3 = math.fma %cst_1, %cst_1, %cst_1 fastmath<nnan,ninf> : vector<4xf32>
    %c127_i8 = arith.constant 127 : i8
    %c127_i8_2 = arith.constant 127 : i8
    %low, %high = arith.mului_extended %c127_i8, %c127_i8_2 : i8
    %4 = arith.cmpi uge, %c3, %c3 : index
    %cst_3 = arith.constant dense<-7.500000e+00> : tensor<4xf16>
    %cast = tensor.cast %cst_3 : tensor<4xf16> to tensor<?xf16>
    %5:2 = scf.while (%arg0 = %cst_0, %arg1 = %cst) : (f16, f32) -> (f16, vector<4xf32>) {
      %cst_4 = arith.constant 1.000000e+00 : bf16
      %6 = math.atan2 %cst_4, %cst_4 fastmath<arcp> : bf16
      %c-1_i32 = arith.constant -1 : i32
      %7 = arith.cmpi ugt, %c-1_i32, %c-1_i32 : i32
      scf.condition(%7) %cst_0, %3 : f16, vector<4xf32>
    } do {
    ^bb0(%arg0: f16, %arg1: vector<4xf32>):
      %cst_4 = arith.constant 4.000000e+02 : f16
      %cst_5 = arith.constant 2.500000e+00 : f32
      scf.yield %cst_4, %cst_5 : f16, f32
    }
    return
  }
  func.func public @kernel_1(%arg0: f16, %arg1: vector<4xf16> {llvm.noundef}, %arg2: memref<2x2x?xf32>) -> f16 {
    %cst = arith.constant -2.500000e-01 : f32
    %0 = math.trunc %cst fastmath<arcp> : f32
    %cst_0 = arith.constant 1.000000e+00 : f64
    %cst_1 = arith.constant 5.000000e-01 : f64
    %1 = arith.maxnumf %cst_0, %cst_1 fastmath<reassoc,contract> : f64
    %alloc = memref.alloc() : memref<4xf64>
    call @ext0(%alloc) : (memref<4xf64>) -> ()
    %c-1 = arith.constant -1 : index
    %2 = arith.cmpi sle, %c-1, %c-1 : index
    cf.assert %2, "ok"
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [4], strides: [1] : memref<4xf64> to memref<4xf64, strided<[1]>>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c-1_i8 = arith.constant -1 : i8
    %3 = scf.parallel (%arg3) = (%c0) to (%c1) step (%c2) init (%c-1_i8) -> i8 {
      %c2_2 = arith.constant 2 : index
      %c9 = arith.constant 9 : index
      %c3 = arith.constant 3 : index
      scf.for %arg4 = %c2_2 to %c9 step %c3 {
        cf.assert %2, "x must be \22positive\22"
      }
      scf.reduce(%c-1_i8 : i8) {
      ^bb0(%arg4: i8, %arg5: i8):
        %5 = arith.maxsi %arg4, %arg5 : i8
        scf.reduce.return %5 : i8
      }
    }
    %c1_i16 = arith.constant 1 : i16
    %low, %high = arith.mului_extended %c1_i16, %c1_i16 : i16
    %4 = math.copysign %0, %cst fastmath<nnan,ninf> : f32
    return %arg0 : f16
  }
}

