// ir-gen std --seed 4 --size 14
module attributes {test.module_note = "std"} {
   func.func private @ext0(memref<1xi16> {llvm.noundef, test.tag = "x"}, vector<1xbf16> {llvm.noundef, test.tag = "x"}) -> (memref<1xf32>, memref<1xbf16> {test.foo = 1 : i32})
   func.func private @ext1(i16, i16, bf16) -> (i16 {llvm.noundef}) attributes {llvm.emit_c_interface, note = "generated"}
   func.func @kernel_0() -> () attributes {passthrough = ["nounwind"], level = 2 : i64} {
      %acc = arith.constant 64 : i32
      %t2 = tensor.splat %acc : tensor<1xi32>
      %3 = tensor.empty() : tensor<8xf32>
      %cst_4 = arith.constant dense<0.5> : tensor<1x8xf32>
      %5 = linalg.broadcast ins(%3 : tensor<8xf32>) outs(%cst_4 : tensor<1x8xf32>) dimensions = [0]  // note
      %6 = arith.constant 0.5 : f32
      %res = arith.negf %6 fastmath<arcp> : f32
      %cst_8 = arith.constant dense<1.0> : vector<1xf64>
      %9 = arith.constant dense<[0]> : vector<1xi32>
      %10 = arith.minsi %9, %9 : vector<1xi32>
      %cst_11 = arith.constant 100.0 : f32
      %12 = arith.mulf %res, %cst_11 fastmath<afn> : f32
      %cst_13 = arith.constant dense<[0.0]> : tensor<1xf64>
      %14 = arith.constant dense<[100.0]> : tensor<1xf64>
      %cmp_15 = arith.cmpf ult, %cst_13, %14 fastmath<reassoc,contract> : tensor<1xf64>
      %lhs = arith.constant dense<0> : tensor<8x2xi32>
      %tmp17 = tensor.empty() : tensor<2x4xi32> //
      %v18 = tensor.empty() : tensor<8x4xi32>
      %lin_20 = linalg.matmul ins(%lhs, %tmp17 : tensor<8x2xi32>, tensor<2x4xi32>) outs(%v18 : tensor<8x4xi32>) -> tensor<8x4xi32>
      %c_21 = arith.constant 0 : index
      %x22 = tensor.extract %3[%c_21] : tensor<8xf32>
      %x24 = arith.constant dense<[1.5e-1]> : vector<1xf16>
      %addf_25 = arith.addf %x24, %x24 fastmath<arcp> : vector<1xf16>
      %26 = arith.constant dense<-0.25> : tensor<1xf16>
      %27 = arith.negf %26 fastmath<nnan,ninf> : tensor<1xf16>
      %t28 = arith.cmpf ule, %cst_8, %cst_8 fastmath<reassoc,contract> : vector<1xf64>
      %cst_29 = arith.constant dense<[100.0]> : vector<1xf16>
      %sum = math.roundeven %cst_29 fastmath<reassoc,contract> : vector<1xf16>
      %31 = arith.constant dense<0.0> : vector<1xf32>
      %x32 = arith.divf %31, %31 fastmath<afn> : vector<1xf32>
      func.return
   }
}
