module {
  func.func public @compute0(%arg0: tensor<4x8xi8>, %arg1: tensor<3xf64> {llvm.noundef}) -> (memref<2xi8>, i32 {llvm.noundef, test.tag = "x"}) {
    %c0_i16 = arith.constant 0 : i16
    %0 = arith.cmpi ugt, %c0_i16, %c0_i16 : i16
    cf.assert %0, "x must be \22positive\22"
    %cst = arith.constant 1.000000e+00 : bf16
    %1 = math.isnan %cst : bf16
    %2:2 = call @compute0(%arg0, %arg1) : (tensor<4x8xi8>, tensor<3xf64>) -> (memref<2xi8>, i32)
    %3 = scf.while (%arg2 = %2#1) : (i32) -> i32 {
      %4 = arith.floordivsi %c0_i16, %c0_i16 : i16
      %cst_0 = arith.constant dense<19> : vector<8xi8>
      %5 = arith.cmpi sgt, %arg2, %2#1 : i32
      %6 = scf.if %5 -> (i8) {
        %c6 = arith.constant 6 : index
        %8 = tensor.empty(%c6) : tensor<?xi8>
        %c0 = arith.constant 0 : index
        %extracted = tensor.extract %8[%c0] : tensor<?xi8>
        %alloca = memref.alloca() {alignment = 64 : i64} : memref<4xi8>
        %subview = memref.subview %alloca[1] [1] [1] : memref<4xi8> to memref<1xi8, strided<[1], offset: 1>>
        %9:2 = scf.if %5 -> (i8, i8) {
          %c2 = arith.constant 2 : index
          %10 = memref.load %alloca[%c2] : memref<4xi8>
          %c0_i8 = arith.constant 0 : i8
          scf.yield %extracted, %c0_i8 : i8, i8
        } else {
          %10 = tensor.empty() : tensor<2x4x4xf16>
          %11 = arith.divf %10, %10 fastmath<reassoc,contract> : tensor<2x4x4xf16>
          %c-20_i8 = arith.constant -20 : i8
          scf.yield %extracted, %c-20_i8 : i8, i8
        }
        scf.yield %9#1 : i8
      } else {
        %alloca = memref.alloca() : memref<2xbf16>
        memref.copy %alloca, %alloca : memref<2xbf16> to memref<2xbf16>
        %c127_i8 = arith.constant 127 : i8
        scf.yield %c127_i8 : i8
      }
      %c-1_i32 = arith.constant -1 : i32
      %7 = arith.cmpi eq, %2#1, %c-1_i32 : i32
      scf.condition(%7) %arg2 : i32
    } do {
    ^bb0(%arg2: i32):
      scf.yield %2#1 : i32
    }
    %alloc = memref.alloc() : memref<2xi8>
    return %alloc, %2#1 : memref<2xi8>, i32
  }
}

