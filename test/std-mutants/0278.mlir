!vec0 = vector<3xindex>
!buf1 = memref<3xindex>
!buf2 = memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
!tensor3 = tensor<8x8xf32>
!buf4 = memref<3x3xf32>
!tensor5 = tensor<?x?xbf16>
module {
   module @inner {
      func.func public @helper9(%1: memref<2x2xf32>, %arg_2: tensor<4xindex>, %arg_3: index, %arg_4: !vec0) -> (!buf1) attributes {llvm.emit_c_interface, note = "generated"} {
         %5 = arith.constant -1.0 : bf16
         %a.b = arith.extf %5 : bf16 to f64
         %res = arith.constant 0 : i1
         %8 = arith.constant 55 : i64
         cf.cond_br %res, ^b1, ^loop_3(%8 : i64)
      ^b1:
         %9 = arith.negf %a.b fastmath<fast> : f64
         %10 = arith.constant 1 : i8
         %t11 = arith.cmpi ult, %10, %10 : i8
         cf.cond_br %t11, ^b2, ^b2
      ^b2:
         %x12 = arith.constant 1 : index
         %x13 = arith.constant 5 : index
         %alloc_14 = memref.alloc(%x12)[%x13] {alignment = 64} : !buf2
         %15 = arith.constant 24 : i32
         %16 = arith.constant -0.25 : f32
         cf.switch %15 : i32, [default: ^loop_3(%8 : i64), 3: ^bb4(%16 : f32)]
      ^loop_3(%17: i64):
         %18 = arith.constant 15 : i16
         %cst_19 = arith.constant -7.5 : f32
         cf.switch %18 : i16, [default: ^bb4(%cst_19 : f32), 0: ^bb4(%cst_19 : f32), 2: ^bb4(%cst_19 : f32)]
      ^bb4(%x20: f32):
         %21 = memref.alloca() : memref<3xindex>
         return %21 : memref<3xindex>
      }
   }
   func.func @f0(%1: memref<2x8xindex>, %t2: index {llvm.noundef, test.tag = "x"}, %3: f32) -> (tensor<8x8xf32>) attributes {passthrough = ["nounwind"], level = 2 : i64} {
      %4 = arith.constant 4.0E+2 : f16
      %x5 = arith.addf %4, %4 fastmath<afn> : f16
      cf.br ^bb1
   ^bb1:
      %cst = arith.constant dense<-1> : vector<4xi32>
      %rhs = arith.andi %cst, %cst : vector<4xi32>
      %8 = arith.constant -7.5 : bf16
      cf.br ^bb2(%8 : bf16)
   ^bb2(%acc: bf16):
      %cst_10 = arith.constant dense<[1.000000e+00,100.0,0.0]> : vector<3xf64>
      %tanh = math.tanh %cst_10 : vector<3xf64>
      cf.br ^b3
   ^b3:
      %x13 = arith.constant -0.25 : f32
      %14 = arith.remf %x13, %3 : f32
      %c = arith.constant 41 : index
      %16 = arith.constant 0x1 : i64
      cf.br ^next.4(%c, %16 : index, i64)
   ^next.4(%sum: index, %y: i64):
      %20 = tensor.empty() : tensor<3xf32>
      %tmp21 = tensor.extract_slice %20[0] [3] [1] : tensor<3xf32> to tensor<3xf32>
      %22 = tensor.empty() : !tensor3
      return %22 : tensor<8x8xf32>
   }
   func.func private @f1(%tmp1: bf16, %res: !vec0, %t3: memref<3xf32>) -> (!buf4 {test.foo = 1 : i32}) attributes {ref = @inner::@helper9} {
      %4 = arith.constant dense<[51,-7,14]> : vector<3xindex>
      %empty = tensor.empty() : tensor<3x3xbf16>
      %lin_6 = linalg.fill ins(%tmp1 : bf16) outs(%empty : tensor<3x3xbf16>) -> tensor<3x3xbf16>
      %7 = arith.constant 1 : index
      %y = arith.cmpi ne, %7, %7 : index
      cf.assert %y, ""
      %cst = arith.constant 1.000000e+00 : f32
      scf.while (%10 = %cst) : (f32) -> () {
         %12 = arith.constant 2 : i8
         %c_13 = arith.constant 3 : i8
         %c = arith.constant 2 : i8
         scf.for %iv = %12 to %c_13 step %c : i8 {
            %16 = tensor.cast %lin_6 : tensor<3x3xbf16> to !tensor5
            %sum = memref.subview %t3[1] [1] [1] : memref<3xf32> to memref<1xf32, strided<[1], offset: 1>>
         }
         scf.condition(%y)
      } do {
         %reinterpret_cast = memref.reinterpret_cast %t3 to offset: [0], sizes: [3], strides: [1] : memref<3xf32> to memref<3xf32, strided<[1]>>
         %20 = arith.constant 0 : index
         %rhs = arith.constant 2 : index
         %22 = tensor.extract %lin_6[%20, %rhs, %20] : tensor<3x3xbf16>
         %24 = arith.constant 1.000000e+00 : f32
         scf.yield %24 : f32
      }
      %25 = memref.alloca() : memref<3x3xf32>
      return %25 : memref<3x3xf32>
   }
}
