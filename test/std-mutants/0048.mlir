// ir-gen std --seed 277 --size 17
!buf0 = memref<?xi32>
!tensor1 = tensor<2x4xf64>
!tensor1 = tensor<2x4xf64>
!buf2 = memref<4xf32>
func.func @compute0() -> (!buf0 {test.foo = 1 : i32}) {
  %cst = arith.constant dense<-7.5> : tensor<3x8xf32>
  %c = arith.constant 1 : index
  %3 = arith.constant 4 : index

  %4 = tensor.extract %cst[%c, %3] : tensor<3x8xf32>
  %v5 = tensor.empty() : tensor<2x8xf64>
  %6 = tensor.empty() : tensor<8x4xf64>

  %lhs = tensor.empty() : !tensor1
  %t8 = linalg.matmul ins(%v5, %6 : tensor<2x8xf64>, tensor<8x4xf64>) outs(%lhs : !tensor1) -> tensor<2x4xf64>
  %cst_9 = arith.constant dense<-18> : tensor<4x3xi32>
  %tmp10 = tensor.empty() : tensor<3xi32>
  %11 = linalg.reduce ins(%cst_9 : tensor<4x3xi32>) outs(%tmp10 : tensor<3xi32>) dimensions = [0]
    (%in: i32, %init_13: i32) {
      %s_14 = arith.addi %in, %init_13 : i32
      linalg.yield %s_14 : i32
    }
  %tmp15 = arith.constant 1.5e-1 : f32
  %16 = linalg.fill ins(%tmp15 : f32) outs(%cst : tensor<3x8xf32>) -> tensor<3x8xf32>
  %t17 = arith.constant true
  cf.cond_br %t17, ^then1, ^then1
^then1:
  %c_18 = arith.constant true // TODO: check
  %19 = arith.divsi %c_18, %c_18 : i1
  %c_20 = arith.constant 5 : index
  %c_21 = arith.constant 7 : index
  %y = memref.alloc(%c_20)[%c_21] {alignment = 64} : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %t23 = arith.constant dense<[[46, 1, -1, -1, 0, -1, -1, 31]]> : vector<1x8xi32>
  %sel_24 = arith.select %t17, %t23, %t23 : vector<1x8xi32>
  %rhs = arith.constant 1 : i32
  %index_castui = arith.index_castui %rhs : i32 to index
  %x_1 = arith.cmpi ule, %c_21, %c : index
  %cst_29 = arith.constant 1.000000e+00 : f32
  cf.cond_br %x_1, ^b2(%rhs : i32), ^exit3(%cst_29, %rhs : f32, i32)
^b2(%ba_30: i32):
  %alloc_31 = memref.alloc() : memref<3x8xi32>
  memref.copy %alloc_31, %alloc_31 : memref<3x8xi32> to memref<3x8xi32>
  %33 = scf.while (%t32 = %ba_30) : (i32) -> (i32) {
    %res = memref.alloca() : memref<4xf32>
    %sum = memref.subview %res[1] [3] [1] : !buf2 to memref<3xf32, strided<[1], offset: 1>>
    %cst_37 = arith.constant 1.0 : f32
    %x38 = arith.constant 0.0 : f32
    %39 = math.fma %cst_37, %x38, %cst_37 fastmath<nnan,ninf> : f32
    %cmp_41 = arith.cmpi sle, %c, %3 : index
    scf.condition(%cmp_41) %ba_30 : i32
  } do {
  ^bb0(%42: i32):
    %cst_43 = arith.constant dense<true> : vector<4xi1>
    %44 = arith.constant dense<1.0> : vector<4xf32>
    %sel_45 = arith.select %cst_43, %44, %44 : vector<4xi1>, vector<4xf32>
    %47 = func.call @compute0() : () -> (!buf0)
    %alloc_48 = memref.alloc() : !buf2
    %49 = arith.constant 1 : index
    %50 = memref.load %alloc_48[%49] : memref<4xf32>
    %tmp51 = arith.constant 11 : i32 //
    scf.yield %tmp51 : i32
  }
  %52 = arith.constant 1 : index
  %53 = arith.constant 1 : index
  %v57 = arith.constant 3 : index
  %r = scf.for %58 = %52 to %53 step %v57 iter_args(%59 = %ba_30) -> i32 {
    %cst_61 = arith.constant 1.000000e+00 : f32
    %c_62 = arith.constant 41 : i8
    %fpowi = math.fpowi %cst_61, %c_62 fastmath<fast> : f32, i8
    scf.yield %ba_30 : i32
  }
  %v64 = arith.constant 32767 : i16
  %a.b = arith.constant 2147483647 : i32
  cf.switch %v64 : i16, [default: ^exit3(%4, %33 : f32, i32),
      2: ^exit3(%tmp15, %ba_30 : f32, i32),
      3: ^exit3(%tmp15, %a.b : f32, i32),
      4: ^exit3(%4, %ba_30 : f32, i32)]
^exit3(%t66: f32, %v67: i32):
  %68 = arith.constant 4 : index
  %alloc_69 = memref.alloc(%68) {alignment = 64} : memref<?xi32>
  return %alloc_69 : memref<?xi32>
  // ---- comment line ----
}
