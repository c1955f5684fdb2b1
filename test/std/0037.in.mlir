module {
   module @inner {
      func.func @helper0(%arg_1: index, %t2: index) -> index {
         %3 = arith.constant 1.5e-1 : f64
         %truncf = arith.truncf %3 : f64 to bf16
         %5 = arith.constant 5 : index
         %a.b = tensor.empty(%5) : tensor<?xf32>
         %rhs = arith.maxnumf %a.b, %a.b fastmath<none> : tensor<?xf32>
         %c_8 = arith.constant 1 : i32
         %res = arith.constant 2 : i32
         %10 = arith.constant 1 : i32
         %13 = scf.for %tmp11 = %c_8 to %res step %10 iter_args(%12 = %5) -> (index) : i32 {
            %tmp14 = arith.constant 42 : index
            scf.yield %tmp14 : index
         }
         return %5 : index
      }
   }
   func.func @fn.0() -> (tensor<1xindex>, tensor<3x3xindex>) attributes {ref = @inner::@helper0} {
      %cst = arith.constant 3.0 : f16
      %2 = arith.negf %cst : f16
      %c = arith.constant 8 : index
      // ---- comment line ----
      %alloc_4 = memref.alloc(%c) {alignment = 64} : memref<3x?xindex>
      %res = arith.constant 2 : index
      %c_6 = arith.constant 0 : index
      memref.store %c, %alloc_4[%res, %c_6] : memref<3x?xindex>
      %7 = arith.constant 0 : i1
      %c_8 = arith.constant -1 : index
      cf.cond_br %7, ^exit1(%c_8 : index), ^bb2(%c_6 : index)
   ^exit1(%x9: index):
      %cst_10 = arith.constant dense<[[-1, -1, 24], [12,4611686018427387903,-1], [4611686018427387903, -1, 0]]> : tensor<3x3xindex>
      %11 = arith.constant 2 : index
      %12 = arith.constant 0 : index
      %lhs = tensor.insert %c into %cst_10[%11, %12] : tensor<3x3xindex>
      %tmp15 = arith.constant -16 : index
      cf.br ^bb2(%tmp15 : index)
   ^bb2(%16: index):
      %val = arith.constant -1.0 : f32
      %18 = arith.maximumf %val, %val fastmath<nnan, ninf, nsz> : f32
      cf.assert %7, "bounds check"
      %t19 = arith.constant 32 : index
      %tmp20 = arith.cmpi eq, %res, %t19 : index
      %v21 = arith.constant 78 : i32
      cf.cond_br %tmp20, ^b3(%v21 : i32), ^b3(%v21 : i32)
   ^b3(%22: i32):
      %23 = arith.constant -7.5 : f32
      %neg_24 = arith.negf %23 fastmath<fast> : f32
      %index_castui_25 = arith.index_castui %res : index to i16
      cf.br ^bb4(%c_8 : index)
   ^bb4(%v26: index):
      %27 = arith.constant 100.0 : f64  // note
      %28 = arith.constant 4.0E+2 : f64
      %cmp = arith.cmpf one, %27, %28 : f64
      %x30 = arith.constant 2147483647 : i32
      %shrui_31 = arith.shrui %x30, %x30 : i32
      %32 = arith.constant dense<[34]> : tensor<1xindex>
      %33 = arith.constant dense<[[68, 1, 0], [4611686018427387903, -1, 12], [-1, 63, 60]]> : tensor<3x3xindex>
      func.return %32, %33 : tensor<1xindex>, tensor<3x3xindex>
   }    // keep
}
