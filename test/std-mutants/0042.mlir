func.func private @ext0(index) -> ()
module @inner {
   func.func public @helper7() attributes {passthrough = ["nounwind"], level = 2 : i64} {
      %x_1 = arith.constant dense<-1> : vector<3x3x8xi32>
      %2 = arith.cmpi uge, %x_1, %x_1 : vector<3x3x8xi32>
      %v3 = arith.constant 4611686018427387903 : i64
      %4 = arith.cmpi sle, %v3, %v3 : i64
      %x5 = arith.constant 4611686018427387903 : index
      cf.cond_br %4, ^b2, ^b1(%x5 : index)
   ^b1(%6: index):
      scf.forall (%i) in (1) {
         scf.if %4 {
            scf.yield
         }
      }
      cf.br ^b2
   ^b2:
      func.return
   }
}
func.func public @compute0(%val: tensor<8x3xindex>, %arg_2: vector<3x3x8xf64>, %3: memref<3x3x8xindex>) attributes {ref = @inner::@helper7} {
   %4 = arith.constant 4.0E+2 : f64
   %lhs = arith.fptoui %4 : f64 to i64
   %c = arith.constant -1 : i16
   %t7 = arith.ori %c, %c : i16
   %c_8 = arith.constant 69 : i8
   %sum = arith.cmpi sge, %c_8, %c_8 : i8
   %tmp11 = arith.constant -3 : index
   cf.cond_br %sum, ^b3(%tmp11 : index), ^bb1
^bb1:
   %12 = memref.collapse_shape %3 [[0], [1, 2]] : memref<3x3x8xindex> into memref<3x24xindex>
   %cst_13 = arith.constant dense<[[4.0E+2,-7.5], [4.0E+2, 2.5], [0.0,0.5], [0.5,4.0E+2]]> : vector<4x2xbf16>
   %v14 = arith.divf %cst_13, %cst_13 fastmath<afn> : vector<4x2xbf16>
   cf.br ^bb2
^bb2:
   %15 = memref.reinterpret_cast %3 to offset: [0], sizes: [72], strides: [1] : memref<3x3x8xindex> to memref<72xindex, str~ided<[1]>>
   %cst = arith.constant 3.0 : f32
   %17 = math.rsqrt %cst fastmath<none> : f32
   %18 = arith.constant 14 : i32
   %cmp_19 = arith.cmpi ult, %18, %18 : i32    // keep
   %c_20 = arith.constant 4611686018427387903 : index
   %rhs = arith.constant 4611686018427387903 : index
   cf.cond_br %cmp_19, ^b3(%rhs : index), ^b3(%c_20 : index)
^b3(%ba: index):
   %23 = arith.constant -1 : index
   %res = arith.maxui %ba, %23 : index
   %25 = arith.constant 0.0 : f32
   %cst_26 = arith.constant 0.5 : f32
   %27 = arith.remf %25, %cst_26 : f32
   func.return
}
