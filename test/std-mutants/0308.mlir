// ir-gen std --seed 297 --size 13
!buf0 = memref<2x?xi8>
!tensor1 = tensor<4xf32>
func.func private @ext0(tensor<2x?xf32>, f32, !buf0) -> ()
func.func @compute0(%v1: vector<2x8xi8>) -> (i8 {llvm.noundef, test.tag = "x"}) {
   %2 = memref.alloc() : memref<4xi8>
   // ---- comment line ----
   memref.dealloc %2 : memref<4xi8>    // keep
   %rhs = arith.constant 0 : index
   %c_4 = arith.constant 6 : index
   %lhs = arith.constant 1 : index
   // ---- comment line ----
   %sum = arith.constant 100.0 : f32
   %acc = arith.constant 4.0E+2 : bf16
   %v9:2 = scf.parallel (%tmp6) = (%rhs) to (%c_4) step (%lhs) init (%sum, %acc) -> (f32, bf16) {
      scf.forall (%10, %i_11) in (2, 7) {
         %12 = arith.constant 2 : i64
         %v13 = arith.constant 4 : i64
         %c_15 = arith.constant 1 : i64
         %16 = arith.constant 3.0 : f32
         %17 = arith.constant 1 : i8
         %res:2 = scf.for %18 = %12 to %v13 step %c_15 iter_args(%t19 = %16, %acc_20 = %17) -> (f32, i8) : i64 {
            %alloca_22 = memref.alloca() : memref<2x8xi8>
            %c = arith.constant 0 : index
            %t24 = arith.constant 1 : index
            %subview_25 = memref.subview %alloca_22[%c, 5] [2, %t24] [1, 1] : memref<2x8xi8> to memref<2x?xi8, strided<[8, 1], offset: ?>>
            %26 = arith.constant 0x7fffffff : i32
            %low_27, %high = arith.mului_extended %26, %26 : i32
            scf.yield %16, %acc_20 : f32, i8
         }
      }
      %cst_29 = arith.constant -7.5 : f32
      %30 = arith.constant 0.0 : bf16
      scf.reduce(%cst_29, %30 : f32, bf16) {
      ^bb0(%lhs_31: f32, %t33: f32):
         %red_34 = arith.maximumf %lhs_31, %t33 : f32
         scf.reduce.return %red_34 : f32
      }, {
      ^bb0(%v36: bf16, %rhs_38: bf16):
         %39 = arith.mulf %v36, %rhs_38 : bf16
         scf.reduce.return %39 : bf16
      }
   }
   %c_40 = arith.constant 127 : i8
   return %c_40 : i8
}
func.func public @f1(%1: i32 {llvm.noundef}, %arg_2: memref<2x8xf32>, %3: f32) -> (i8 {test.foo = 1 : i32}, f32) attributes {test.kernel} {  // note
   %4 = arith.cmpi less, %1, %1 : i32
   %y = arith.constant 0x0 : i8
   %6 = arith.select %4, %y, %y : i8
   %x7 = arith.constant 100.0 : f16
   %v8 = arith.fptoui %x7 : f16 to i64
   %9 = arith.constant 48 : i32
   %maxsi_10 = arith.maxsi %1, %9 : i32
   %11 = arith.constant dense<-2> : vector<4xi8>
   %cst = arith.constant dense<[[-0.25, -7.5, 4.0E+2, 1.0, 1.0, 1.000000e+00, 0.5, 1.5e-1], [3.0, 1.000000e+00, 4.0E+2, 3.0, -1.0, 2.5, 1.5e-1, 0.5]]> : tensor<2x8xf32>
   %cast_13 = tensor.cast %cst : tensor<2x8xf32> to tensor<2x?xf32>
   %empty_14 = tensor.empty() : !tensor1
   %x_1 = arith.constant 0 : index
   %16 = tensor.extract %empty_14[%x_1] : tensor<4xf32>
   func.return %y, %16 : i8, f32
}
