!tensor0 = tensor<8xf64>
!tensor1 = tensor<4x4xi16>
!vec2 = vector<8x4xindex>
!vec3 = vector<4x4xf16>

func.func @compute0(%1: i32, %rhs: i32) -> i32 {
   %3 = arith.constant dense<-1.0> : !tensor0
   cf.br ^then1(%rhs : i32)
^then1(%ba: i32):
   %val = arith.constant dense<1> : !tensor1
   %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%val, %val : tensor<4x4xi16>, tensor<4x4xi16>) outs(%val : tensor<4x7xi16>) {
   ^bb0(%t8: i16, %v9: i16, %in: i16):
      %t11 = arith.addi %t8, %v9 : i16
      %t12 = arith.addi %t11, %in : i16
      linalg.yield %t12 : i16
   } -> tensor<4x4xi16>
   %res = arith.constant true
   cf.cond_br %res, ^b3, ^bb2(%rhs : i32)
^bb2(%ba_14: i32):
   %15 = arith.constant dense<1> : vector<8x4xindex>
   %ceildivui_16 = arith.ceildivui %15, %15 : !vec2
   %v17 = arith.constant 1 : i1
   %t18 = arith.constant -1 : i64
   cf.cond_br %v17, ^next.4(%t18 : i64), ^b3
^b3:
   %cmp = arith.cmpi uge, %rhs, %rhs : i32
   %20 = arith.constant 39 : index
   // ---- comment line ----
   %21 = arith.constant 0 : index
   %tmp22 = arith.cmpi sge, %20, %21 : index
   %c = arith.constant 4611686018427387903 : i64
   %c_24 = arith.constant 1 : i64
   cf.cond_br %tmp22, ^next.4(%c : i64), ^next.4(%c_24 : i64)
^next.4(%t25: i64):
   %x26 = arith.constant dense<3.0> : !vec3
   %sum = arith.cmpf ule, %x26, %x26 fastmath<afn> : vector<4x4xf16>
   %c_28 = arith.constant 15 : i32
   func.return %c_28 : i32
}
