!tensor0 = tensor<4xindex>
!tensor1 = tensor<?x8x3xindex>
!buf2 = memref<8x8x3xindex>
!tensor3 = tensor<8x8x3xindex>
!buf4 = memref<2x96xindex, strided<[96, 1]>>

module {
   module @inner {
      func.func private @helper0(%arg_1: tensor<1xindex>) -> (!tensor0) attributes {test.kernel} {
         %c = arith.constant 1 : i16
         %3 = arith.xori %c, %c : i16
         %shrsi = arith.shrsi %3, %3 : i16
         %5 = arith.constant 1.0 : f64
         %fpowi = math.fpowi %5, %shrsi fastmath<nnan,ninf> : f64, i16
         %7 = arith.constant dense<80> : tensor<4xindex>
         return %7 : tensor<4xindex>
      }
   }
   func.func @compute0(%1: !tensor1, %2: tensor<8x8x3xindex>) -> i64 attributes {ref = @inner::@helper0} {
      %3 = memref.alloc() : !buf2
      %tmp4 = arith.constant 7 : index
      %t5 = arith.constant 5 : index
      %val = arith.constant 1 : index
      %7 = memref.load %3[%tmp4, %t5, %val] : memref<8x8x3xindex>
      %8 = arith.constant -7.5 : bf16
      %cst = arith.constant 4.0E+2 : bf16
      %v10 = arith.maxnumf %8, %cst fastmath<none> : bf16
      %t11 = arith.constant 0.0 : f64
      %t12 = arith.minnumf %t11, %t11 fastmath<nnan,ninf> : f64
      %tmp13 = arith.constant 32767 : i16
      cf.switch %tmp13 : i16, [default: ^b1, 3: ^undefined_block, 4: ^next.4]
   ^b1:
      %cst_14 = arith.constant dense<[-1]> : vector<1xi16>
      %acc = arith.constant 7 : index
      %v17 = arith.constant 1 : index
      %tmp18 = arith.constant dense<[[[4611686018427387903], [17]]]> : tensor<1x2x1xindex>
      %inserted_slice_19 = tensor.insert_slice %tmp18 into %2[%acc, 0, 2] [1, 2, 1] [%v17, 1, 1] : tensor<1x2x1xindex> into !tensor3 // TODO: check
      %expand_shape_20 = memref.expand_shape %3 [[0], [1], [2, 3]] output_shape [8, 8, 3, 1] : memref<8x8x3xindex> into memref<8x8x3x1xindex>
      cf.switch %tmp13 : i16, [default: ^b2, 0: ^b2]
   ^b2:
      %c = arith.constant 0 : i1
      %x_1 = scf.if %c -> index {
         %23 = arith.constant 77 : i64
         %r_27, %28 = scf.while (%x25 = %t11, %26 = %23) : (f64, i64) -> (f64, i64) {
            %29 = arith.constant -7.5 : f32
            %empty_30 = tensor.empty() : tensor<1xf32>
            %x31 = linalg.fill ins(%29 : f32) outs(%empty_30 : tensor<1xf32>) -> tensor<1xf32>
            %x32 = memref.reinterpret_cast %3 to offset: [0], sizes: [2, 96], strides: [96, 1] : memref<8x8x3xindex> to !buf4
            scf.condition(%c) %t12, %23 : f64, i64
         } do {
         ^bb0(%tmp33: f64, %rhs: i64):
            %tmp35 = arith.constant 0.5 : f64
            %log1p = math.log1p %tmp35 fastmath<arcp> : f64
            %37 = arith.constant -1 : i32
            %uitofp_38 = arith.uitofp %37 : i32 to bf16
            %v39 = arith.constant 4 : index
            %40 = arith.constant 3 : index
            %41 = arith.constant 2 : index
            // ---- comment line ----
            memref.store %t5, %3[%v39, %40, %41] : memref<8x8x3xindex>
            %x42 = arith.constant 0.0 : f64
            scf.yield %x42, %23 : f64, i64
         }
         %c_44 = arith.constant 127 : i8
         %t45 = math.ctpop %c_44 : i8
         %cst_46 = arith.constant -7.5 : f32
         %x47 = arith.minimumf %cst_46, %cst_46 : f32
         scf.yield %tmp4 : index
      } else {
         %48 = arith.constant 63 : i32
         %t49 = arith.cmpi slt, %48, %48 : i32
         scf.yield %7 : index
      }
      %c_50 = arith.constant -1 : index
      cf.br ^next.3(%c_50 : index)
   ^next.3(%51: index):
      cf.br ^next.4
   ^next.4:
      %tmp52 = arith.constant 1 : i64
      return %tmp52 : i64
   }
}
