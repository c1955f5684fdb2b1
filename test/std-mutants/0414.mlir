module attributes {test.module_note = "std"} {
   func.func private @ext0(vector<1x3xbf16>, bf16) attributes {passthrough = ["nounwind"], level = 2 : i64}
   func.func private @ext1(bf16) attributes {test.kernel}
   func.func @kernel_0(%1: tensor<4x1xbf16>) -> (memref<4x4xf32>) attributes {passthrough = ["line
break"], level = 2 : i64} {
      %2 = memref.alloca() : memref<4x4xf32>
      %collapse_shape = memref.collapse_shape %2 [[0, 1]] : memref<4x4xf32> into memref<16xf32>
      %4 = tensor.empty() : tensor<1xi64>
      %index_cast_5 = arith.index_cast %4 : tensor<1xi64> to tensor<1xindex>
      %6 = arith.constant 2.5 : bf16
      cf.br ^bb1(%6, %6 : bf16, bf16)
   ^bb1(%v7: bf16, %v8: bf16):
      %9 = arith.constant 1 : i32
      %10 = arith.cmpi ule, %9, %9 : i32
      %c = arith.constant 4611686018427387903 : index
      %tmp12 = arith.shrsi %c, %c : index
      %13 = arith.constant -0.25 : f32
      cf.cond_br %10, ^exit2(%13 : f32), ^exit2(%13 : f32)
   ^exit2(%14: f32):
      %c_15 = arith.constant 0 : index
      %17 = arith.constant 6 : index
      %acc = arith.constant 1 : index
      %x21 = scf.for %x19 = %c_15 to %17 step %acc iter_args(%20 = %14) -> (f32) {
         %22 = arith.constant false
         %tmp23 = scf.if %22 -> (f32) {
            %cast = memref.cast %collapse_shape : memref<16xf32> to memref<?xf32>
            %v26 = arith.constant 3.0 : f16
            %27 = tensor.empty() : tensor<1x3xf16>
            %lin_28 = linalg.fill ins(%v26 : f16) outs(%27 : tensor<1x3xf16>) -> tensor<1x3xf16>
            %empty_29 = tensor.empty() : tensor<1x3xi32>
            %30 = tensor.empty() : tensor<1x3xi32>
            %ipowi_31 = math.ipowi %empty_29, %30 : tensor<1x3xi32>
            %32 = arith.constant 0.5 : f32
            scf.yield %32 : f32
         } else {
            %34 = arith.constant 69 : i16
            %35 = arith.extsi %34 : i16 to i32
            scf.yield %20 : f32
         }
         %x36 = func.call @kernel_0(%1) : (tensor<4x1xbf16>) -> (memref<4x4xf32>)
         scf.yield %14 : f32
      }
      %tmp38 = arith.constant 2147483647 : i32
      %cmp = arith.cmpi sge, %tmp38, %tmp38 : i32 //

      cf.cond_br %cmp, ^next.3(%14 : f32), ^bb4(%x21, %6 : f32, bf16)
   ^next.3(%ba_40: f32):
      %41 = arith.constant -7.5 : bf16
      cf.br ^bb4(%ba_40, %41 : f32, bf16)
   ^bb4(%ba_42: f32, %43: bf16): //
      return %2 : memref<4x4xf32>
   }
}
