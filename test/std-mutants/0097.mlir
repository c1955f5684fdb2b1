!buf0 = memref<2x4xf32>
!tensor1 = tensor<2x4xindex>
!tensor2 = tensor<1x1xf32>
!tensor3 = tensor<1x2xf32>
!buf4 = memref<2x?xindex>
!buf5 = memref<2x3xf32>
!buf6 = memref<2xi64>
!tensor7 = tensor<2xf64>
!vec8 = vector<2xi16>
func.func private @ext0(memref<8x8xindex> {test.foo = 1 : i32}, index) -> vector<3x4xi32>
func.func private @ext1(index {test.foo = 1 : i32}, !buf0, i64) -> (memref<4x4xindex>) attributes {passthrough = ["nounwind"], level = 2 : i64}
func.func @compute0(%arg: index {llvm.noundef, test.tag = "x"}, %y: i32, %tmp4: !tensor1 {test.foo = 1 : i32}) -> i64 attributes {test.kernel} {
   %x5 = arith.constant dense<[[1.0,0.5], [0.5, 2.5], [0.5,100.0]]> : tensor<3x2xf32>
   %8 = scf.forall (%lhs) in (3) shared_outs(%out = %x5) -> (tensor<3x2xf32>) {
      %alloca_9 = memref.alloca() : memref<2xindex>
      %c_10 = arith.constant 1 : index
      %11 = memref.load %alloca_9[%c_10] : memref<2xindex>
      %t12 = tensor.empty() : !tensor2
      // ---- comment line ----
      %x13 = tensor.insert_slice %t12 into %x5[1, 1] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<3x2xf32>
      %acc = arith.constant dense<-0.25> : !tensor3
      scf.forall.in_parallel {
         tensor.parallel_insert_slice %acc into %out[%lhs, 0] [1, 2] [1, 1] : !tensor3 into tensor<3x2xf32>
      }
   }
   %15 = memref.alloca() : memref<2x4xindex>
   %x16 = arith.constant 1 : index
   %t17 = arith.constant 2 : index
   memref.store %arg, %15[%x16, %t17] : memref<2x4xindex>
   %cast_18 = memref.cast %15 : memref<2x4xindex> to !buf4
   %res = memref.alloca() : memref<2x3xf32>
   %a.b = memref.alloc() : !buf5
   linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%res, %a.b : memref<2x3xf32>, memref<2x3xf32>) outs(%res : !buf5) {
   ^bb0(%in: f32, %tmp22: f32, %x23: f32):
      %tmp24 = arith.addf %in, %tmp22 : f32
      %25 = arith.addf %tmp24, %x23 : f32
      linalg.yield %25 : f32 //
   }
   %rhs = arith.constant 2 : index
   %x_1 = arith.constant 2 : index
   %28 = arith.constant 1 : index
   %x33:2 = scf.for %t29 = %rhs to %x_1 step %28 iter_args(%acc_31 = %28) -> (index, index) {
      %c = arith.constant 4 : index
      %c_36 = arith.constant 4 : index
      %37 = memref.alloc(%c)[%c_36] {alignment = 64} : memref<?x4xindex, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
      %38 = memref.alloc() : memref<2xindex>
      %t39 = arith.constant 0 : index
      %40 = memref.load %38[%t39] : memref<2xindex>
      scf.yield %tmp32, %t17 : index, index
   }

   %sum = arith.constant 0 : i64 // TODO: check
   func.return %sum : i64
}
func.func public @fn.1(%1: !buf6, %a.b: index, %arg_3: i64 {llvm.noundef}, %val: !tensor7) -> (f32, !tensor1) {
   %empty = tensor.empty() : tensor<4x3xi64>  // note
   %6 = arith.constant 0 : index
   %dim_7 = tensor.dim %empty, %6 : tensor<4x3xi64>
   %8 = arith.constant 1 : index
   memref.store %arg_3, %1[%8] : memref<2xi64>
   scf.forall (%i) in (4) {
      %x10 = arith.constant dense<1.5e-1> : vector<2xf64>
      %acc = arith.negf %x10 fastmath<nnan,ninf> : vector<2xf64>
      %12 = arith.constant 4611686018427387903 : index
      %13 = arith.ori %12, %i : index

   }
   %14 = arith.constant 33 : index
   %15:2 = func.call @"fn.1"(%1, %8, %arg_3, %val) : (memref<2xi64>, index, i64, tensor<2xf64>) -> (f32, !tensor1)
   %cst_16 = arith.constant dense<1> : vector<2xi16>
   %cmp_17 = arith.cmpi ugt, %cst_16, %cst_16 : !vec8
   %18 = arith.constant dense<4611686018427387903> : tensor<2xi64> //
   %19 = arith.maxsi %18, %18 : tensor<2xi64>
   %tmp20 = arith.constant dense<[[20, -8, 0, 0], [1, 65, 1, -14]]> : tensor<2x4xindex>
   func.return %15#0, %tmp20 : f32, tensor<2x4xindex>
}
