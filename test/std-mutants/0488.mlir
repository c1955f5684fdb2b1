module @inner {
   func.func @helper7(%y: tensor<2xf32>, %arg: index, %acc: index, %x_1: index) -> (f32) {
      %5 = arith.constant dense<[4.0E+2, 1.000000e+00, 0.5, 100.0]> : vector<4xf32>
      %6 = math.asinh %5 fastmath<reassoc,contract> : vector<4xf32>
      %v8 = arith.constant 0 : i1
      cf.cond_br %v8, ^loop_1, ^bb3
   ^loop_1:
      %t9 = arith.constant 1.5e-1 : f64
      %10 = math.fma %t9, %t9, %t9 : f64
      cf.br ^b2
   ^b2:
      %cst_13 = arith.constant 0.5 : f16
      %cst = arith.constant 1.000000e+00 : f16
      %cmp_15 = arith.cmpf ord, %cst_13, %cst : f16
      cf.cond_br %v8, ^bb3, ^bb3
   ^bb3:
      %16 = arith.constant 1.5e-1 : f32
      func.return %16 : f32
   }
}
func.func public @kernel_0(%arg: index) attributes {ref = @inner::@helper7} {
   %2 = memref.alloc() : memref<2xindex>
   %c = arith.constant 1 : index
   memref.store %arg, %2[%c] : memref<2xindex>
   %c_4 = arith.constant 0 : index
   %5 = memref.dim %2, %c_4 : memref<2xindex>
   %v6 = arith.constant 0.0 : f16
   %acc = math.asin %v6 : f16
   %8 = tensor.empty() : tensor<2x4xf32>
   %11 = scf.forall (%i) in (2) shared_outs(%lhs = %8) -> (tensor<2x4xf32>) {
      %c_12 = arith.constant 0 : index
      %t13 = arith.constant 8 : index
      %14 = arith.constant 1 : index
      %c_16 = arith.constant 0 : index
      %17 = arith.constant 4 : index

      %c_18 = arith.constant 1 : index
      %22 = arith.constant -1 : i32
      %23 = arith.constant 30 : i32
      %rhs:2 = scf.parallel (%i_19, %i_20) = (%c_12, %c_16) to (%t13, %17) step (%14, %c_18) init (%22, %23) -> (f64, i32) {
         %x25 = arith.constant 1 : index
         %26 = arith.constant 1 : index
         scf.for %27 = %x25 to %c_16 step %26 {
            func.call @kernel_0(%t13) : (index) -> ()
            scf.yield
         }
         scf.reduce(%23, %22 : i32, i32) {
         ^bb0(%lhs_28: i32, %tmp29: i32):
            %red = arith.addi %lhs_28, %tmp29 : i32
            scf.reduce.return %red : i32
         }, {
         ^bb0(%31: i32, %rhs_33: i32):
            %red_34 = arith.maxsi %31, %rhs_33 : i32    // keep
            scf.reduce.return %red_34 : i32
         }
      }
      %val = arith.constant dense<0.5> : tensor<1x4xf32>
      scf.forall.in_parallel {
         tensor.parallel_insert_slice %val into %lhs[%i, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
      }
   }
   func.return
}
