func.func @compute0(%x1: index, %2: f32, %arg_3: f32) -> (memref<3xbf16>, tensor<2xf64>) {
   %c_4 = arith.constant 4611686018427387903 : index
   %5, %r_6 = func.call @compute0(%c_4, %2, %2) : (index, f32, f32) -> (memref<3xbf16>, tensor<2xf64>)
   %alloca = memref.alloca() : memref<2048xi8>
   %c_8 = arith.constant 0 : index
   %c_9 = arith.constant 4 : index
   %x_1 = memref.view %alloca[%c_8][%c_9] : memref<2048xi8> to memref<?x4xf64>
   %c = arith.constant 1 : index
   %12 = arith.constant 1 : index
   %tmp13 = arith.constant -7.5 : f32
   %v17:2 = scf.for %iv_14 = %c to %c_8 step %12 iter_args(%acc = %tmp13, %v16 = %tmp13) -> (f32, f32) {
      %cst_18 = arith.constant 0.5 : bf16
      %x19 = arith.constant 2 : index
      memref.store %cst_18, %5[%x19] : memref<3xbf16>
      %20 = tensor.empty() : tensor<3xf32>
      %cmp = arith.cmpf sgt, %x1, %x19 : index
      %22 = arith.constant 1.5e-1 : bf16
      %rhs = arith.select %cmp, %cst_18, %22 : bf16
      %r, %t25 = func.call @compute0(%c_8, %v16, %v16) : (index, f32, f32) -> (memref<3xbf16>, tensor<2xf64>)
      scf.yield %v16, %v16 : f32, f32
   }
   %c_26 = arith.constant 8 : index
   %lhs = tensor.empty(%c_26) : tensor<?xbf16>
   %28 = arith.constant 0 : index
   %29 = tensor.dim %lhs, %28 : tensor<?xbf16>
   %30 = arith.constant 0 : index
   %31 = arith.constant 4 : index
   %val = arith.constant 2 : index
   %res, %v37 = scf.parallel (%33) = (%30) to (%31) step (%val) init (%2, %v17#0) -> (f32, f32) {
      %inserted_slice_38 = tensor.insert_slice %r_6 into %r_6[0] [2] [1] : tensor<2xf64> into tensor<2xf64>
      %cst = arith.constant 100.0 : f32
      scf.reduce(%arg_3, %cst : f32, f32) {
      ^bb0(%41: f32, %a.b: f32):
         %red = arith.maximumf %41, %a.b : f32
         scf.reduce.return %red : f32
      }, {
      ^bb0(%44: f32, %rhs_45: f32):
         %red_46 = arith.addf %44, %rhs_45 : f32
         scf.reduce.return %red_46 : f32

      }
   }
   func.return %5, %r_6 : memref<3xbf16>, tensor<2xf64>
}
func.func private @compute1(%1: f32 {test.foo = 1 : i32}, %x2: f32, %3: bf16) -> tensor<?xbf16> {
// ---- comment line ----
   %v4 = arith.constant 0 : index
   %5 = arith.constant 8 : index
   %c = arith.constant 3 : index
   %9 = scf.for %x7 = %v4 to %5 step %c iter_args(%8 = %3) -> bf16 {
      %cst = arith.constant -7.5 : f64
      %minimumf_11 = arith.minimumf %cst, %cst : f64
      %12 = arith.constant dense<[8, 56]> : vector<2xi32>
      %extsi = arith.extsi %12 : vector<2xi32> to vector<2xi64>
      %rhs = arith.constant dense<1.0> : vector<2xf32>
      %val = arith.cmpf une, %rhs, %rhs fastmath<nnan, ninf, nsz> : vector<2xf32>
      scf.yield %8 : bf16
   }
   %y = arith.constant dense<4.0E+2> : vector<4xf64>
   %20 = arith.constant dense<[-7.5, 3.0, 0.5, 0.0]> : vector<4xf64>
   %minimumf = arith.minimumf %y, %20 fastmath<afn> : vector<4xf64>
   // ---- comment line ----
   %22 = arith.negf %x2 fastmath<arcp> : f32
   %23 = arith.constant -1 : i8
   %sum = arith.index_castui %23 : i8 to index
   %empty_26 = tensor.empty() : tensor<4x1xf64>
   %lin_27 = linalg.transpose ins(%empty_26 : tensor<4x1xf64>) outs(%empty_26 : tensor<4x1xf64>) permutation = [0, 1]
   %c_29 = arith.constant 1 : i64
   %c_31 = arith.constant 6 : i64
   %tmp32 = arith.constant 1 : i64
   scf.for %iv = %c_29 to %c_31 step %tmp32 : i64 {
      %35 = arith.constant 0x1 : i32
      %37 = arith.constant 8 : i32
      %39 = arith.constant 1 : i32
      %r_42 = scf.for %x_1 = %35 to %37 step %39 iter_args(%41 = %1) -> (f32) : i32 {
         scf.yield %22 : f32
         // ---- comment line ----
      }
      scf.yield
   }
   %a.b = arith.constant 5 : index
   %empty_44 = tensor.empty(%a.b) : tensor<?xbf16>
   return %empty_44 : tensor<?xbf16>
}
