func.func private @ext0() -> (i64)
func.func public @fn.0(%t1: f32, %rhs: tensor<4x8xf32>, %arg: i64, %6: i64) -> (vector<4xf32>, tensor<4x8xindex>, f32) {
   %7 = arith.constant 1.0 : f16
   %res = math.fma %7, %7, %7 fastmath<fast> : f16
   %9 = arith.constant 3 : index
   %c_10 = arith.constant 2 : index
   %extracted = tensor.extract %rhs[%9, %c_10] : tensor<4x8xf32>
   %v12 = arith.constant 1 : index
   %c = arith.constant 5 : index
   %extracted_14 = tensor.extract %rhs[%v12, %c] : tensor<4x8xf32>
   %lhs = arith.constant dense<0> : vector<4xi8>
   %y = arith.shrui %lhs, %lhs : vector<4xi8>
   %v18 = arith.constant 0x2 : i16
   %val = arith.ori %v18, %v18 : i16
   %t20 = tensor.empty() : tensor<8x4xi8>
   %21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], doc = "elementwise"} ins(%t20, %t20 : tensor<8x4xi8>, tensor<8x4xi8>) outs(%t20 : tensor<8x4xi8>) {
   ^bb0(%in_22: i8, %t23: i8, %24: i8):
      %s = arith.addi %in_22, %t23 : i8
      %26 = arith.addi %s, %24 : i8
      linalg.yield %26 : i8
   } -> tensor<8x4xi8>
   %28 = arith.constant 31 : i32
   %acc = arith.cmpi slt, %28, %28 : i32    // keep
   cf.assert %acc, "line
break"
   %empty = tensor.empty() : tensor<4x8xf32>
   %31, %32, %v34 = func.call @"fn.0"(%extracted, %empty, %6, %arg) : (f32, tensor<4x8xf32>, i64, i64) -> (vector<4xf32>, tensor<4x8xindex>, f32)
   %cst_35 = arith.constant 0.0 : f64
   %alloc_36 = memref.alloc() : memref<4x8xf64>
   linalg.fill ins(%cst_35 : f64) outs(%alloc_36 : memref<4x8xf64>)
   %37 = arith.select %acc, %v34, %v34 : f32
   %v38 = memref.cast %alloc_36 : memref<4x8xf64> to memref<4x?xf64>
   %39 = arith.constant dense<52> : vector<4x8xindex>
   %41 = arith.index_castui %39 : vector<4x8xindex> to vector<4x8xi64>
   %42 = arith.constant dense<[true, false, true, false]> : vector<4xi1>
   %x43 = arith.select %42, %31, %31 : vector<4xi1>, vector<4xf32>
   %sel_44 = arith.select %acc, %arg, %arg : i64
   %r = scf.while (%tmp45 = %6) : (i64) -> (i64) {
      %tmp47 = arith.negf %res fastmath<afn> : f16
      %cmp = arith.cmpi sgt, %val, %v18 : i16
      %sum, %r_50 = scf.if %cmp -> (tensor<8xf32>, i32) {
         %t51 = arith.constant 3 : index
         %extracted_slice = tensor.extract_slice %32[0, %t51] [2, 1] [1, 1] : tensor<4x8xindex> to tensor<2x1xindex>
         %54 = arith.constant dense<[-7.5, -7.5, 1.0, -0.25, 1.000000e+00, -1.0, -0.25, -1.0]> : tensor<8xf32>
         scf.yield %54, %28 : tensor<8xf32>, i32
      } else {
         %cst = arith.constant dense<[1.000000e+00, 4.0E+2, -7.5, 4.0E+2, 1.5e-1, 4.0E+2, 1.5e-1, -1.0]> : tensor<8xf32>
         %57 = arith.constant 2147483647 : i32
         scf.yield %cst, %57 : tensor<8xf32>, i32
      }
      %tmp58 = arith.constant 1 : i64
      scf.condition(%cmp) %tmp58 : i64
   } do {
   ^bb0(%62: i64):
      scf.yield %sel_44 : i64
   }
   %63 = arith.constant dense<-0.25> : vector<4xf32>
   %67 = arith.constant -7.5 : f32
   func.return %63, %32, %67 : vector<4xf32>, tensor<4x8xindex>, f32
}
