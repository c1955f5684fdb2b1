!buf0 = memref<?xi32>
!vec1 = vector<3xi32>
!tensor2 = tensor<2xi64>
!tensor3 = tensor<3xi64>
!tensor4 = tensor<4xindex>
module attributes {test.module_note = "std"} {
  func.func private @ext0(memref<4x2xi8> {test.foo = 1 : i32}, tensor<3xi64>) -> (!buf0)
  func.func @kernel_0() {
    %v1 = memref.alloc() : memref<3xi64>
    memref.dealloc %v1 : memref<3xi64>
    %c = arith.constant -1 : i8
    %x3 = math.ctpop %c : i8
    %4 = arith.constant 1 : i16
    %y = arith.constant -0.25 : bf16
    cf.br ^bb1(%4, %y : i16, bf16)
  ^bb1(%x6: i16, %res: bf16):
    %val = arith.constant -7.5 : f32
    %9 = arith.negf %val fastmath<arcp> : f32
    %10 = arith.constant dense<[59, 29, 2147483647]> : vector<3xi32>
    %cmp_11 = arith.cmpi sge, %10, %10 : !vec1
    %12 = arith.constant 28 : i32
    %t13 = arith.cmpi sle, %12, %12 : i32
    cf.cond_br %t13, ^then3(%x6 : i16), ^exit2
  ^exit2:
    %t14 = tensor.empty() : tensor<4x2xi64>
    %15 = arith.constant 0 : index
    %dim_17 = tensor.dim %t14, %15 : tensor<4x2xi64>
    %18 = tensor.empty() : tensor<2xi1>    // keep
    %empty_19 = tensor.empty() : tensor<2xi16>
    %x20 = arith.select %18, %empty_19, %empty_19 : tensor<2xi1>, tensor<2xi16>
    cf.switch %4 : i16, [default: ^then3(%4 : i16), 3: ^loop_4, 6: ^then3(%4 : i16)]
  ^then3(%t21: i16):
    %cst = arith.constant dense<[62, 64, -1]> : tensor<3xi64>
    %23 = tensor.empty() : !tensor2
    %inserted_slice = tensor.insert_slice %23 into %cst[18446744073709551616] [2] [1] : tensor<2xi64> into !tensor3
    %25 = tensor.expand_shape %cst [[0, 1]] output_shape [1, 3] : tensor<3xi64> into tensor<1x3xi64>

    %26 = arith.cmpi ne, %4, %t21 : i16
    cf.cond_br %26, ^loop_4, ^loop_4
  ^loop_4:
    %sum = arith.constant -1 : i64
    %28 = arith.constant 1 : index
    %acc = arith.constant 1 : index
    %30 = tensor.splat %sum[%28, %acc] : tensor<?x?xi64>
    %31 = arith.constant 0 : index
    %dim_32 = tensor.dim %30, %31 : tensor<?x?xi64>    // keep
    return    // keep
  }
  // ---- comment line ----
  func.func @compute1() -> (memref<3xi32> {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {  // note
    %tmp1 = arith.constant 3 : i32
    %a.b = arith.ori %tmp1, %tmp1 : i32
    %x3 = arith.constant 4611686018427387903 : i64
    %4 = arith.constant 0x0 : i32
    %cmp = arith.cmpi sgt, %tmp1, %4 : i32
    %c = arith.constant 73 : i16

    %sel = arith.select %cmp, %c, %c : i16
    %rhs = arith.constant 30 : i64
    %9 = arith.minsi %rhs, %x3 : i64
    cf.assert %cmp, "ok"
    %cst_10 = arith.constant 1.0 : f64
    %11 = arith.cmpf ugt, %cst_10, %cst_10 fastmath<reassoc,contract> : f64
    %cmp_12 = arith.cmpi ule, %4, %a.b : i32
    %x_1 = arith.constant 6 : index
    %alloc_15 = memref.alloc(%x_1) : memref<4x?xi16>
    %lhs = arith.constant 0 : index
    %18 = arith.constant 0 : index
    memref.store %sel, %alloc_15[%lhs, %18] : memref<4x?xi16>
    %alloc_19 = memref.alloc() : memref<3xi16>
    memref.dealloc %alloc_19 : memref<3xi16>
    %empty_20 = tensor.empty() : tensor<4xindex>
    %v22 = arith.cmpi sge, %empty_20, %empty_20 : !tensor4
    %alloc = memref.alloc() : memref<3xi32>
    func.return %alloc : memref<3xi32>
  }
}
