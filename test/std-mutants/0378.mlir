!vec0 = vector<2xi32>
!buf1 = memref<4x4xf32>
!tensor2 = tensor<3xi8>
!buf3 = memref<1x3xi16>
!tensor4 = tensor<?xi32>
!tensor5 = tensor<3xf32>
!vec6 = vector<8x3xi32>
!tensor7 = tensor<8x3xi32>
module {
  module @inner {
    func.func public @helper0(%v1: tensor<3xi8> {llvm.noundef, test.tag = "x"}, %arg_2: !vec0, %3: tensor<8x3xi64>) -> (i32, i32) attributes {llvm.emit_c_interface, note = "generated"} {
      %alloc = memref.alloc() : !buf1
      %5 = arith.constant 1 : index
      %val = memref.dim %alloc, %5 : !buf1
      %lhs = arith.constant dense<[21, -1, -1]> : !tensor2
      %r_8, %9 = func.call @helper0(%lhs, %arg_2, %3) : (!tensor2, vector<2xi32>, tensor<8x3xi64>) -> (i32, i32)
      %cast_10 = tensor.cast %3 : tensor<8x3xi64> to tensor<?x3xi64>
      func.return %9, %9 : i32, i32
    }
  }
  func.func @f0(%1: vector<3xi32>, %t2: !buf3 {test.foo = 1 : i32}, %x_1: !tensor4) -> (!tensor5) attributes {test.kernel} {
    %c = arith.constant 0 : index
    %extracted = tensor.extract %x_1[%c] : tensor<?xi32>
    %t6 = arith.constant 0 : index
    %tmp7 = arith.constant 6 : index
    %x8 = arith.constant 1 : index
    %9 = arith.constant 3 : i32
    %10 = arith.constant 0x26 : i32
    %14, %15 = scf.for %x11 = %t6 to %tmp7 step %x8 iter_args(%acc = %9, %t13 = %10) -> (i32, i32) {
      %16 = arith.constant dense<-1> : vector<8x3xi32>
      %index_castui_17 = arith.index_castui %16 : !vec6 to ::vector<8x3xindex>
      scf.yield %9, %9 : i32, i32
    }
    %18 = arith.constant -1.0 : f16
    %neg_19 = arith.negf %18 fastmath<arcp> : f16
    %rhs = scf.while (%arg_20 = %10) : (i32) -> (i32) {
      %23 = arith.constant dense<[-1.0, 1.5e-1, 0.0]> : vector<3xf64>
      %neg_24 = arith.negf %23 fastmath<nnan, ninf, nsz> : vector<3xf64>
      %empty_25 = tensor.empty() : !tensor7
      %x26 = linalg.fill ins(%10 : i32) outs(%empty_25 : tensor<8x3xi32>) -> tensor<8x3xi32>
      %27 = memref.expand_shape %t2 [[0], [1, 2]] output_shape [1, 1, 3] : !buf3 into memref<1x1x3xi16>
      // ---- comment line ----
      %28 = arith.constant 55 : index
      %29 = arith.cmpi ule, %t6, %28 : index //
      %30 = arith.constant 1 : i32
      scf.condition(%29) %30 : i32
    } do {
    ^bb0(%arg_31: i32):
      scf.yield %arg_31 : i32
    }
    %32 = tensor.empty() : tensor<3xf32>
    func.return %32 : tensor<3xf32>
  }
  func.func @compute1(%v1: f32, %acc: memref<8x3xf32>) -> () attributes {ref = @inner::@helper0} {
    %3 = arith.constant 0 : index
    %4 = arith.constant 2 : index
    memref.store %v1, %acc[%3, %4] : memref<8x3xf32>
    %c = arith.constant 0 : i1
    cf.cond_br %c, ^next.2(%v1 : f32), ^then1
  ^then1:
    %c_6 = arith.constant -1 : i32
    %v7 = arith.constant 4 : i64
    %8 = arith.constant 2.5 : f32

    %a.b = arith.constant 2.5 : f32
    cf.switch %v7 : i64, [default: ^next.2(%8 : f32),
      2: ^next.2(%a.b : f32)]
  ^next.2(%tmp10: f32):
    %11 = arith.constant 5 : index
    %12 = arith.constant 0 : index
    %v = memref.load %acc[%11, %12] : memref<8x3xf32>
    cf.br ^then3
  ^then3:
    %rhs = arith.constant -1 : i64
    %tmp15 = arith.trunci %rhs : i64 to i32
    %16 = arith.constant 18 : i32
    cf.cond_br %c, ^bb4(%16 : i32), ^bb4(%16 : i32)
  ^bb4(%17: i32):
    %tmp18 = arith.select %c, %17, %17 : i32
    return
  }
}
