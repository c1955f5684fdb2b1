module attributes {test.module_note = "std"} {
  func.func private @ext0(memref<1xi16> {llvm.noundef, test.tag = "x"}, vector<1xbf16> {llvm.noundef, test.tag = "x"}) -> (memref<1xf32>, memref<1xbf16> {test.foo = 1 : i32})
  func.func private @ext1(i16, i16, bf16) -> (i16 {llvm.noundef}) attributes {llvm.emit_c_interface, note = "generated"}
  func.func @kernel_0() attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %c64_i32 = arith.constant 64 : i32
    %splat = tensor.splat %c64_i32 : tensor<1xi32>
    %0 = tensor.empty() : tensor<8xf32>
    %cst = arith.constant dense<5.000000e-01> : tensor<1x8xf32>
    %broadcasted = linalg.broadcast ins(%0 : tensor<8xf32>) outs(%cst : tensor<1x8xf32>) dimensions = [0] 
    %cst_0 = arith.constant 5.000000e-01 : f32
    %1 = arith.negf %cst_0 fastmath<arcp> : f32
    %cst_1 = arith.constant dense<1.000000e+00> : vector<1xf64>
    %cst_2 = arith.constant dense<0> : vector<1xi32>
    %2 = arith.minsi %cst_2, %cst_2 : vector<1xi32>
    %cst_3 = arith.constant 1.000000e+02 : f32
    %3 = arith.mulf %1, %cst_3 fastmath<afn> : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<1xf64>
    %cst_5 = arith.constant dense<1.000000e+02> : tensor<1xf64>
    %4 = arith.cmpf ult, %cst_4, %cst_5 fastmath<reassoc,contract> : tensor<1xf64>
    %cst_6 = arith.constant dense<0> : tensor<8x2xi32>
    %5 = tensor.empty() : tensor<2x4xi32>
    %6 = tensor.empty() : tensor<8x4xi32>
    %7 = linalg.matmul ins(%cst_6, %5 : tensor<8x2xi32>, tensor<2x4xi32>) outs(%6 : tensor<8x4xi32>) -> tensor<8x4xi32>
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %0[%c0] : tensor<8xf32>
    %cst_7 = arith.constant dense<1.500240e-01> : vector<1xf16>
    %8 = arith.addf %cst_7, %cst_7 fastmath<arcp> : vector<1xf16>
    %cst_8 = arith.constant dense<-2.500000e-01> : tensor<1xf16>
    %9 = arith.negf %cst_8 fastmath<nnan,ninf> : tensor<1xf16>
    %10 = arith.cmpf ule, %cst_1, %cst_1 fastmath<reassoc,contract> : vector<1xf64>
    %cst_9 = arith.constant dense<1.000000e+02> : vector<1xf16>
    %11 = math.roundeven %cst_9 fastmath<reassoc,contract> : vector<1xf16>
    %cst_10 = arith.constant dense<0.000000e+00> : vector<1xf32>
    %12 = arith.divf %cst_10, %cst_10 fastmath<afn> : vector<1xf32>
    return
  }
}

