!buf0 = memref<?xf64>
!tensor1 = tensor<3x4xf32>
!buf2 = memref<4x3xbf16>
!tensor3 = tensor<8x8xindex>
!vec4 = vector<8x8xi32>
func.func private @ext0(vector<4xf32>) -> (memref<8x8xf64> {llvm.noundef, test.tag = "x"})
func.func public @kernel_0(%arg_1: f32, %2: f32, %x3: f64) -> (f64, memref<3x4x?xf32>) attributes {llvm.emit_c_interface, note = "generated"} {
   %c_4 = arith.constant 0 : i16
   %t5 = math.ctpop %c_4 : i16
   %c_6 = arith.constant 4611686018427387903 : index
   %index_cast_7 = arith.index_cast %c_6 : index to i32
   %v8 = arith.constant 0 : index
   %floordivsi_9 = arith.floordivsi %v8, %c_6 : index
   %c_10 = arith.constant true
   scf.if %undefined_cond {
      cf.assert %c_10, "x must be \"positive\""
   } else {
      %sum, %12 = arith.addui_extended %t5, %t5 : i16, i1
   }
   %cmp = arith.cmpf uno, %2, %2 : f32
   %14 = arith.constant 8 : index
   %15 = memref.alloc(%14) : !buf0
   memref.dealloc %15 : memref<?xf64>
   %16 = arith.cmpi uge, %14, %floordivsi_9 : index
   cf.cond_br %16, ^b2(%arg_1, %arg_1 : f32, f32), ^bb1(%x3 : f64)
^bb1(%17: f64):
   %acc = arith.sitofp %t5 : i16 to f64
   %cst = arith.constant dense<[[-0.25,-1.0,4.0E+2,0.0], [-1.0, 0.5, 100.0, -7.5], [-1.0, 2.5, 4.0E+2, -1.0]]> : !tensor1
   %empty = tensor.empty() : tensor<4x3xf32>
   %a.b = arith.constant dense<[[1.0, 1.5e-1, 1.000000e+00], [0.5, -0.25, 1.000000e+00], [-0.25,3.0,-0.25]]> : tensor<3x3xf32>
   %res = linalg.matmul ins(%cst, %empty : tensor<3x4xf32>, tensor<4x3xf32>) outs(%a.b : tensor<3x3xf32>) -> tensor<3x3xf32>
   %23 = arith.negf %2 fastmath<reassoc,contract> : f32
   %v24 = memref.alloca() : !buf2
   linalg.transpose ins(%v24 : memref<4x3xbf16>) outs(%v24 : memref<4x3xbf16>) permutation = [0, 1]
   %25 = tensor.empty() : tensor<8x8xindex>
   %x27 = tensor.empty() : tensor<8x8xindex>
   %tmp28 = arith.cmpi sgt, %25, %x27 : !tensor3
   %val = arith.constant 4 : index
   %rhs = tensor.empty(%val) : tensor<?xf64>
   %x31 = arith.minnumf %rhs, %rhs : tensor<?xf64>
   cf.cond_br %cmp, ^b2(%arg_1, %23 : f32, f32), ^b2(%23, %23 : f32, f32)
^b2(%32: f32, %x34: f32):
   %cmp_35 = arith.cmpf ogt, %arg_1, %32 fastmath<reassoc,contract> : f32
   %x36 = arith.constant 2 : index
   %37 = arith.constant 2 : index
   %c_39 = arith.constant 2 : index
   scf.for %40 = %x36 to %37 step %c_39 {
      %tmp42 = arith.constant 1.000000e+00 : f32
      cf.assert %cmp_35, "x must be \"positive\""
      %43 = arith.constant dense<1> : tensor<4xi16>
      %lhs = math.ipowi %43, %43 : tensor<4xi16>
      %y = arith.constant dense<1> : !vec4
      %ext_46:2 = arith.mului_extended %y, %y : vector<8x8xi32>
      scf.yield
   }
   %47 = arith.constant 5 : index
   %48 = memref.alloca(%47) {alignment = 16 : i64} : memref<3x4x?xf32>
   return %x3, %48 : f64, memref<3x4x?xf32>
}
