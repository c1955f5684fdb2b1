!vec0 = vector<4x3xi32>
!buf1 = memref<3x1xf32>
!buf2 = memref<8xi32>
module {
  func.func private @ext0(tensor<3x8x1xi16>, i16 {llvm.noundef, test.tag = "x"}, i16 {llvm.signext}) -> (vector<3x8x1xi32>)
  func.func private @ext1() -> (i32 {llvm.signext})
  func.func public @compute0(%1: !vec0, %t2: memref<8xi16>) -> (tensor<3x8x1xi32> {test.foo = 1 : i32}, i16, i16) {
    %3 = arith.constant 0x1 : i64
    %c = arith.constant 4 : i64
    %5 = arith.constant 2 : i64
    %tmp6 = arith.constant 0 : i16

    %r = scf.for %7 = %3 to %c step %5 iter_args(%8 = %tmp6) -> (i16) : i64 {
      %a.b = memref.reinterpret_cast %t2 to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<8xi16> to memref<2x4xi16, strided<[4, 1]>>
      %sum = arith.constant 0x1 : i16
      %c_13 = arith.constant 25 : i16
      scf.yield %c_13 : i16
    }
    // ---- comment line ----
    %cst_14 = arith.constant 0.5 : f32
    %tmp15 = memref.alloca() : memref<3x1xf32>
    linalg.fill ins(%cst_14 : f32) outs(%tmp15 : !buf1)
    %t16 = arith.constant 52 : i32 // TODO: check
    %t17:2 = arith.mulsi_extended %t16, %t16 : i32
    %alloc_19 = memref.alloc() : !buf2
    %20 = arith.constant 3 : index
    %v = memref.load %alloc_19[%20] : memref<8xi32>
    %v22 = arith.constant true
    cf.assert %v22, "ok"
    // ---- comment line ----
    %23 = tensor.empty() : tensor<3x8x1xf32>
    %c_24 = arith.constant 2 : index
    %y = arith.constant 1 : index
    %26 = memref.subview %alloc_19[3] [%c_24] [%y] : memref<8xi32> to memref<?xi32, strided<[?], offset: 3>>  // note
    %lhs = arith.constant 2 : index
    memref.store %r, %t2[%lhs] : memref<8xi16>
    %29 = tensor.empty() : tensor<3x8x1xi32>
    return %29, %tmp6, %tmp6 : tensor<3x8x1xi32>, i16, i16
  }
  func.func @f1() -> (i32 {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
    %1 = arith.constant 2 : index
    %empty_2 = tensor.empty(%1) : tensor<?x8x1xi32>
    %shrui = arith.shrui %empty_2, %empty_2 : tensor<?x8x1xi32>
    %cst = arith.constant dense<[[-9, 0, 34], [2147483647, 2147483647, 2147483647], [46,0,2147483647], [0, 1, 60]]> : tensor<4x3xi32>
    %5 = arith.constant 1 : index
    %v6 = tensor.extract_slice %cst[%5, 0] [1, 1] [1, 1] : tensor<4x3xi32> to tensor<1x1xi32>
    %c_7 = arith.constant -1 : i8
    cf.switch %c_7 : i8, [default: ^bb1, -1: ^bb1, 2: ^b4]
  ^bb1:
    %9 = arith.constant dense<0.0> : vector<3x8x1xf64>
    %10 = arith.addf %9, %9 fastmath<none> : vector<3x8x1xf64>
    %t12 = arith.constant -7.5 : bf16
    %13 = arith.cmpf ord, %t12, %t12 fastmath<fast> : bf16
    cf.cond_br %13, ^exit2, ^exit2
  ^exit2:
    %t14 = arith.constant 2 : index
    %15 = tensor.dim %empty_2, %t14 : tensor<?x8x1xi32>
    %16 = arith.constant 4.0E+2 : f32
    %17 = arith.constant 0.5 : f32
    %remf_18 = arith.remf %16, %17 : f32
    %c_19 = arith.constant 0 : i16
    %c = arith.constant 0x0 : i32
    cf.switch %c_19 : i16, [default: ^b3(%c : i32), 2: ^b4]
  ^b3(%21: i32):
    %cst_23 = arith.constant dense<[1.5e-1, 2.5, 0.0, 1.5e-1, 4.0E+2, 2.5, 1.5e-1, 1.0]> : vector<8xbf16>
    %minnumf_24 = arith.minnumf %cst_23, %cst_23 fastmath<fast> : vector<8xbf16>
    %tmp25 = func.constant @f1 : () -> i32
    %26 = func.call_indirect %tmp25() : () -> i32
    cf.br ^b4
  ^b4:
    %27 = arith.constant 74 : i32
    %29 = arith.constant 0 : index
    %30 = arith.constant 1 : index
    %c_31 = arith.constant 0 : index
    %extracted = tensor.extract %shrui[%29, %30, %c_31] : tensor<?x8x1xi32>
    func.return %27 : i32
  }
}
