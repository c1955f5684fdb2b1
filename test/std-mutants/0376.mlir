// ir-gen std --seed 113 --size 21
!buf0 = memref<3x4xf32>
!vec1 = vector<8xi32>
!tensor2 = tensor<3x4xf32>
!buf3 = memref<8xf32>
!buf4 = memref<1x8xf64>
!buf5 = memref<2x8xf64>
!buf6 = memref<8xf16>

module attributes {test.module_note = "std"} {
   func.func public @fn.0() -> f16 {
      %1 = memref.alloca() : !buf0
      %collapse_shape = memref.collapse_shape %1 [[0, 1]] : memref<3x4xf32> into memref<12xf32>
      %3 = arith.constant dense<[11, 74, 0, 2147483647, 2147483647, 74, 62, -19]> : !vec1
      %v4 = arith.divsi %3, %3 : vector<8xi32>
      %v5 = arith.constant 1.5e-1 : f32
      %x6 = arith.fptoui %v5 : f32 to i16
      %c = arith.constant 0 : i1
      %y = arith.select %c, %v5, %v5 : f32
      %9 = arith.constant dense<4.0E+2> : !tensor2
      %10 = math.isfinite %9 : tensor<3x4xf32>
      %res = arith.constant 0.0 : f32
      %v12 = tensor.empty() : tensor<3x4xi32> // TODO: check
      %ctlz = math.ctlz %v12 : tensor<3x4xi32>
      %14 = arith.constant 0 : index
      %dim_15 = tensor.dim %ctlz, %14 : tensor<3x4xi32>
      %r_16 = call @"fn.0"() : () -> f16
      %17 = arith.constant dense<[[-1, 67, -15, -19],[52,56,-1,1],[4611686018427387903, 4611686018427387903, 48, 1]]> : vector<3x4xindex>
      %18 = arith.cmpi sgt, %17, %17 : vector<3x4xindex>
      return %r_16 : f16
   }
   func.func @f1(%arg: f32) -> (f16) attributes {llvm.emit_c_interface, note = "generated"} {
      %2 = memref.alloc() : !buf3
      %acc = arith.constant 1.0 : f32
      %c = arith.constant 1 : index
      memref.store %acc, %2[%c] : memref<8xf32>
      %empty = tensor.empty() : tensor<8xf32>
      %cst_6 = arith.constant -1.0 : f32
      %y = arith.constant 0 : index
      %inserted_8 = tensor.insert %cst_6 into %empty[%y] : tensor<8xf32>
      %9 = memref.alloc() : memref<2x1xf64>
      %10 = memref.alloc() : memref<1x8xf64>
      %11 = memref.alloc() : memref<2x8xf64>
      linalg.matmul ins(%9, %10 : memref<2x1xf64>, !buf4) outs(%11 : !buf5)
      %12 = arith.constant 1.000000e+00 : f64
      %13 = math.sin %12 : f64
      scf.forall (%i_14, %15) in (5, 1) {
         %r = func.call @f1(%cst_6) : (f32) -> f16
      }
      %t17 = memref.alloc() : !buf6
      memref.dealloc %t17 : memref<8xf16>
      %19 = arith.constant 69 : i64
      %20 = arith.cmpi sgt, %19, %19 : i64
      cf.assert %20, "x must be \"positive\""
      %sum = arith.constant -1 : i32
      %22 = math.ctpop %sum : i32
      %cst_23 = arith.constant dense<-7.5> : tensor<4x4xf32>
      %a.b = arith.constant dense<[-7.5, 0.5, 3.0, 3.0]> : tensor<4xf32>
      %tmp25 = linalg.reduce ins(%cst_23 : tensor<4x4xf32>) outs(%a.b : tensor<4xf32>) dimensions = [1]
         (%in_26: f32, %27: f32) {
            %x29 = arith.addf %in_26, %27 : f32
            linalg.yield %x29 : f32
         }
      %30 = arith.constant 3.0 : f16
      return %30 : f16
   }
}
