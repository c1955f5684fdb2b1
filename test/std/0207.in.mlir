!tensor0 = tensor<3x4x1xi32>
!vec1 = vector<8x2xi32>
!buf2 = memref<8x2xf32>
!vec3 = vector<1xf32>
!tensor4 = tensor<1xf16>
!vec5 = vector<8x2xi1>
module attributes {test.module_note = "std"} {
  module @inner {
    func.func private @helper6() -> i32 {
      %x_1 = memref.alloca() : memref<8x2xf32>
      %2 = arith.constant 1 : index
      %subview_3 = memref.subview %x_1[0, 1] [2, 1] [3, %2] : memref<8x2xf32> to memref<2x1xf32, strided<[6, ?], offset: 1>>
      // ---- comment line ----
      %v4 = arith.constant 0 : i32
      cf.br ^b1(%v4, %v4 : i32, i32)
    ^b1(%ba_5: i32, %ba: i32):
      %t7 = arith.constant dense<[[[18], [50], [1], [2147483647]],[[0], [2147483647], [0], [1]],[[-11], [-1], [0], [0]]]> : !tensor0
      %x8 = tensor.collapse_shape %t7 [[0, 1], [2]] : !tensor0 into tensor<12x1xi32>
      %9 = arith.constant -1 : i32
      cf.switch %9 : i32, [default: ^exit2, -1: ^bb3(%2 : index)]
    ^exit2: // TODO: check
      %v10 = arith.constant -1 : i8
      %11 = arith.ori %v10, %v10 : i8
      %c_12 = arith.constant 1 : index
      %cmp_13 = arith.cmpi ugt, %2, %c_12 : index
      cf.cond_br %cmp_13, ^bb3(%2 : index), ^bb3(%c_12 : index)
    ^bb3(%ba_14: index):
      cf.br ^bb4(%v4 : i32)
    ^bb4(%15: i32):
      return %15 : i32
    }
  }
  func.func @fn.0(%1: i32 {test.foo = 1 : i32}, %arg: f16, %x_1: !vec1, %6: memref<8x2xf32>) -> () attributes {passthrough = ["nounwind"], level = 2 : i64} {
    %7 = arith.constant 1 : i1

    cf.assert %7, "ok"
    call @"fn.0"(%1, %arg, %x_1, %6) : (i32, f16, vector<8x2xi32>, !buf2) -> ()
    %8 = arith.constant dense<[47]> : vector<1xi8>
    %v9 = arith.uitofp %8 : vector<1xi8> to !vec3
    %cst_10 = arith.constant -0.25 : f32
    %11 = arith.fptosi %cst_10 : f32 to i32
    %acc = arith.constant 3.0 : f64
    %13 = arith.fptosi %acc : f64 to i16
    %14 = arith.maximumf %cst_10, %cst_10 fastmath<fast> : f32
    func.return
  }
  func.func @compute1(%sum: i32 {llvm.noundef, test.tag = "x"}, %arg: i32 {llvm.noundef}, %y: i32, %4: f16 {test.foo = 1 : i32}) attributes {ref = @inner::@helper6} {
    %empty_5 = tensor.empty() : !tensor4
    %6 = arith.constant 1 : index
    %v7 = tensor.insert_slice %empty_5 into %empty_5[0] [1] [%6] : tensor<1xf16> into tensor<1xf16>
    %val = arith.constant dense<31> : !vec1
    %9 = memref.alloc() : memref<8x2xf32>
    call @"fn.0"(%y, %4, %val, %9) : (i32, f16, vector<8x2xi32>, memref<8x2xf32>) -> ()
    %10 = arith.constant 0 : i16
    %11 = arith.cmpi slt, %10, %10 : i16
    %rhs = arith.select %11, %v7, %v7 : tensor<1xf16>
    %cst_13 = arith.constant dense<false> : vector<8x2xi1>
    %cmp_14 = arith.cmpi eq, %cst_13, %cst_13 : !vec5
    %15 = arith.constant 2 : i32
    %16 = arith.constant 1 : i32
    %20, %21 = scf.for %res = %15 to %arg step %16 iter_args(%18 = %4, %acc = %4) -> (f16, f16) : i32 {
      %c = arith.constant 2 : index
      %23 = arith.constant 4 : index
      %24 = memref.alloc(%c)[%23] {alignment = 64} : memref<?x4xf16, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
      %cst = arith.constant 1.5e-1 : f16
      scf.yield %cst, %4 : f16, f16
    }
    return
  }
}
