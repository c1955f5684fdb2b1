// ir-gen std --seed 261 --size 13
module @inner {
   func.func public @helper9(%arg: vector<1x4xf32> {test.foo = 1 : i32}, %2: tensor<8x1xf32>, %x3: memref<1x2xbf16>) attributes {passthrough = ["nounwind"], level = 2 : i64} {
      %cst_4 = arith.constant 0.5 : f16
      %acc = math.floor %cst_4 fastmath<arcp> : f16
      %c = arith.constant 0 : i1
      cf.cond_br %c, ^next.1, ^next.1
   ^next.1:
      %cst_7 = arith.constant 1.5e-1 : f32
      %v8 = arith.subf %cst_7, %cst_7 fastmath<arcp> : f32
      cf.cond_br %c, ^bb2, ^bb2
   ^bb2:
      %9 = memref.alloc() : memref<1x2xbf16>
      call @helper9(%arg, %2, %9) : (vector<1x4xf32>, tensor<8x1xf32>, memref<1x2xbf16>) -> ()
      func.return
   }
}
func.func public @f0(%1: bf16 {llvm.noundef, test.tag = "x"}, %arg: bf16 {llvm.noundef}, %3: f32) -> (memref<8x1xi32> {llvm.noundef}, tensor<4x8xbf16>) {
   %c_4 = arith.constant 73 : i16
   %5 = arith.remui %c_4, %c_4 : i16
   %6 = tensor.empty() : tensor<1x2xbf16>
   %res = arith.constant 127 : i8
   %8, %high = arith.mulsi_extended %res, %res : i8
   %v10 = arith.constant dense<[-4, 1, -1, -20]> : vector<4xi32>
   %11 = arith.sitofp %v10 : vector<4xi32> to vector<4xf32>
   scf.execute_region {
      %extracted_slice = tensor.extract_slice %6[0, 1] [1, 1] [1, 1] : tensor<1x2xbf16> to tensor<1x1xbf16>
      scf.yield
   }
   %rhs = memref.alloc() : memref<8x1xi32>
   %t14 = arith.constant dense<-7.5> : tensor<4x8xbf16>
   return %rhs, %t14 : memref<8x1xi32>, tensor<4x8xbf16>
}    // keep
func.func public @kernel_1(%t1: bf16, %val: vector<3x4xbf16>, %3: bf16, %4: f32) -> vector<8x1xbf16> attributes {ref = @inner::@helper9} {
   %cst = arith.constant 4.0E+2 : f16
   %tmp6 = arith.negf %cst : f16
   %cmp = arith.cmpf ule, %4, %4 : f64
   %8 = arith.constant 32767 : i16
   %sitofp_9 = arith.sitofp %8 : i16 to f16
   %empty = tensor.empty() : tensor<1x2xf32>
   %lhs = tensor.expand_shape %empty [[0, 1], [2]] output_shape [1, 1, 2] : tensor<1x2xf32> into tensor<1x1x2xf32>
   %alloc = memref.alloc() : memref<1x2xi16>
   %tmp13 = arith.constant 0 : index
   %c = arith.constant 0 : index
   memref.store %8, %alloc[%tmp13, %c] : memref<1x2xi16>
   %c_17 = arith.constant 0 : index
   %19 = arith.constant 7 : index
   %21 = arith.constant 1 : index
   scf.parallel (%22) = (%c_17) to (%19) step (%21) {
   }
   %cst_23 = arith.constant dense<[[2.5], [-7.5], [1.000000e+00], [100.0], [0.5], [4.0E+2], [1.0], [1.5e-1]]> : vector<8x1xbf16>
   func.return %cst_23 : vector<8x1xbf16>
}
