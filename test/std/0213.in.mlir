module @inner {
   func.func @helper3(%arg: i32 {llvm.zeroext}) -> (f64) attributes {llvm.emit_c_interface, note = "generated"} {
      %cst = arith.constant -1.0 : f64
      %x_1 = arith.cmpi eq, %arg, %arg : i32
      %4 = arith.constant 1.000000e+00 : f64
      cf.cond_br %x_1, ^bb4(%4 : f64), ^bb1
   ^bb1:
      %5 = arith.cmpf true, %4, %4 fastmath<nnan, ninf, nsz> : f64
      %x6 = arith.constant 0 : i16
      cf.cond_br %x_1, ^bb2(%x6 : i16), ^bb2(%x6 : i16)
   ^bb2(%ba_7: i16):
      %t8 = arith.constant -7.5 : f16
      %neg_9 = arith.negf %t8 : f16
      %10 = arith.constant 4.0E+2 : f64
      cf.switch %ba_7 : i16, [default: ^next.3, 2: ^bb4(%cst : f64), 5: ^bb4(%10 : f64)]
   ^next.3:
      %c = arith.constant 127 : i8
      %acc = arith.constant 1.0 : f64
      %13 = arith.constant 0.0 : f64
      cf.switch %c : i8, [default: ^bb4(%acc : f64), 2: ^bb4(%4 : f64), 3: ^bb4(%cst : f64), 5: ^bb4(%13 : f64)]
   ^bb4(%ba: f64):
      %16 = arith.constant 1.5e-1 : f64
      func.return %16 : f64
   }
}

func.func public @compute0(%1: memref<3xf64>, %arg_2: f64, %arg_3: f32) attributes {test.kernel} {
   %4 = math.fma %arg_3, %arg_3, %arg_3 fastmath<fast> : f32
   // ---- comment line ----
   %rhs = tensor.empty() : tensor<3xi32>
   %res = arith.constant 0 : index
   %sum = tensor.extract_slice %rhs[%res] [2] [1] : tensor<3xi32> to tensor<2xi32>
   %cst = arith.constant 1.0 : f64
   %alloc = memref.alloc() : memref<2048xi8>
   %c_11 = arith.constant 0 : index
   %12 = memref.view %alloc[%c_11][] : memref<2048xi8> to memref<4x8xf64>
   %13 = arith.constant 3 : index
   %x14 = arith.constant 0 : index
   %v_16 = memref.load %12[%13, %x14] : memref<4x8xf64>
   func.call @compute0(%1, %arg_2, %arg_3) : (memref<3xf64>, f64, f32) -> ()
   %cst_17 = arith.constant dense<4.0E+2> : tensor<4x8x3xf64>
   %18 = tensor.cast %cst_17 : tensor<4x8x3xf64> to tensor<?x?x3xf64>
   %cst_19 = arith.constant dense<[[-0.25, 0.0, -7.5, 1.5e-1],[1.5e-1, 0.0, 1.000000e+00, -1.0]]> : vector<2x4xf16>
   %subf = arith.subf %cst_19, %cst_19 : vector<2x4xf16>
   %21 = arith.constant dense<[100.0, 0.0, 1.0]> : vector<3xbf16>
   %powf = math.powf %21, %21 fastmath<nnan, ninf, nsz> : vector<3xbf16>
   func.return
}
func.func public @kernel_1(%1: memref<3xf64>) attributes {ref = @inner::@helper3} {
   %c_2 = arith.constant 1 : index
   %empty_3 = tensor.empty(%c_2) : tensor<2x?xf64>
   %lhs = math.cos %empty_3 : tensor<2x?xf64>
   %c_5 = arith.constant 0 : i1  // note
   %cmp_6 = arith.cmpi ne, %c_5, %c_5 : i1
   %t7 = arith.constant -7.5 : f64
   cf.br ^b1(%t7 : f64)
^b1(%x8: f64):
   %9 = arith.constant 0 : index
   %10 = arith.constant 6 : index
   %c_11 = arith.constant 2 : index
   %v12 = arith.constant 0 : index
   %c_13 = arith.constant 6 : index
   %a.b = arith.constant 2 : index
   scf.parallel (%15, %rhs) = (%9, %v12) to (%10, %c_13) step (%c_11, %a.b) {

      %empty_17 = tensor.empty() : tensor<2x4xf64>
      %cst = arith.constant dense<1.0> : tensor<1x3xf64>
      %19 = tensor.insert_slice %cst into %empty_17[1, 0] [1, 3] [1, 1] : tensor<1x3xf64> into tensor<2x4xf64>
      %val = memref.alloc() : memref<2048xi8>
      %x21 = arith.constant 0 : index
      %acc = arith.constant 6 : index
      %23 = memref.view %val[%x21][%acc] : memref<2048xi8> to memref<?x4xf16>
   }
   %tmp24 = arith.constant 8 : index
   %t25 = tensor.empty(%tmp24) : tensor<?x4xbf16>
   %26 = arith.negf %t25 fastmath<arcp> : tensor<?x4xbf16>
   %c = arith.constant 0 : i32
   %33 = arith.constant 1.5e-1 : f64
   cf.switch %c : i32, [default: ^b2(%c, %33 : i32, f64),
      0: ^b2(%c, %x8 : i32, f64)]
^b2(%y: i32, %ba: f64):
   %cst_36 = arith.constant dense<[1, 0, 45]> : tensor<3xi32>
   %37 = arith.constant dense<-7.5> : vector<3x4xf32>
   %tmp39 = arith.truncf %37 : vector<3x4xf32> to vector<3x4xbf16>
   cf.cond_br %cmp_6, ^bb3(%y : i32), ^bb3(%y : i32)
^bb3(%40: i32):
   %tmp41 = memref.subview %1[0] [1] [1] : memref<3xf64> to memref<1xf64, strided<[1], offset: 0>>
   return
}
