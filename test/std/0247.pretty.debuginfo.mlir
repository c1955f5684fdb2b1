#loc2 = loc("0247.in.mlir":2:32)
#loc3 = loc("0247.in.mlir":2:55)
#loc4 = loc("0247.in.mlir":2:109)
#loc5 = loc("0247.in.mlir":2:119)
#loc12 = loc("0247.in.mlir":9:8)
#loc26 = loc("0247.in.mlir":27:12)
#loc27 = loc("0247.in.mlir":27:24)
#loc30 = loc("0247.in.mlir":30:11)
module attributes {test.module_note = "std"} {
  func.func private @compute0(%arg0: memref<8x3xf16> loc("0247.in.mlir":2:32), %arg1: memref<3x?xindex> {llvm.noundef, test.tag = "x"} loc("0247.in.mlir":2:55), %arg2: f64 loc("0247.in.mlir":2:109), %arg3: index loc("0247.in.mlir":2:119)) -> (f16 {test.foo = 1 : i32}, i8, f16 {llvm.noundef, test.tag = "x"}) {
    %cst = arith.constant dense<1.000000e+00> : tensor<8x3xf16> loc(#loc6)
    %c5 = arith.constant 5 : index loc(#loc7)
    %c2 = arith.constant 2 : index loc(#loc8)
    %c1 = arith.constant 1 : index loc(#loc9)
    %extracted_slice = tensor.extract_slice %cst[%c5, %c2] [1, %c1] [1, 1] : tensor<8x3xf16> to tensor<1x?xf16> loc(#loc10)
    cf.br ^bb1(%c2 : index) loc(#loc11)
  ^bb1(%0: index loc("0247.in.mlir":9:8)):  // pred: ^bb0
    %false = arith.constant false loc(#loc13)
    cf.assert %false, "x must be \22positive\22" loc(#loc14)
    %c0_i64 = arith.constant 0 : i64 loc(#loc15)
    %cst_0 = arith.constant 1.000000e+02 : f16 loc(#loc16)
    cf.switch %c0_i64 : i64, [
      default: ^bb2,
      18446744073709551615: ^bb4(%cst_0 : f16),
      0: ^bb2,
      3: ^bb2
    ] loc(#loc17)
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
    %c25_i64 = arith.constant 25 : i64 loc(#loc18)
    %1 = arith.cmpi sge, %c25_i64, %c25_i64 : i64 loc(#loc19)
    scf.if %1 {
      %cst_2 = arith.constant -2.500000e-01 : bf16 loc(#loc21)
      %5 = math.erf %cst_2 fastmath<nnan,ninf,nsz> : bf16 loc(#loc22)
      %subview = memref.subview %arg0[1, 0] [5, 2] [1, 1] : memref<8x3xf16> to memref<5x2xf16, strided<[3, 1], offset: 3>> loc(#loc23)
    } loc(#loc20)
    %c8_i32 = arith.constant 8 : i32 loc(#loc24)
    cf.switch %c25_i64 : i64, [
      default: ^bb3(%c2, %c8_i32 : index, i32),
      1: ^bb3(%c5, %c8_i32 : index, i32)
    ] loc(#loc25)
  ^bb3(%2: index loc("0247.in.mlir":27:12), %3: i32 loc("0247.in.mlir":27:24)):  // 2 preds: ^bb2, ^bb2
    %cst_1 = arith.constant 5.000000e-01 : f16 loc(#loc28)
    cf.br ^bb4(%cst_1 : f16) loc(#loc29)
  ^bb4(%4: f16 loc("0247.in.mlir":30:11)):  // 2 preds: ^bb1, ^bb3
    %c-3_i8 = arith.constant -3 : i8 loc(#loc31)
    return %4, %c-3_i8, %4 : f16, i8, f16 loc(#loc32)
  } loc(#loc1)
} loc(#loc)
#loc = loc("0247.in.mlir":1:1)
#loc1 = loc("0247.in.mlir":2:4)
#loc6 = loc("0247.in.mlir":3:12)
#loc7 = loc("0247.in.mlir":4:12)
#loc8 = loc("0247.in.mlir":5:13)
#loc9 = loc("0247.in.mlir":6:12)
#loc10 = loc("0247.in.mlir":7:12)
#loc11 = loc("0247.in.mlir":8:7)
#loc13 = loc("0247.in.mlir":10:13)
#loc14 = loc("0247.in.mlir":11:7)
#loc15 = loc("0247.in.mlir":13:13)
#loc16 = loc("0247.in.mlir":14:13)
#loc17 = loc("0247.in.mlir":15:7)
#loc18 = loc("0247.in.mlir":17:13)
#loc19 = loc("0247.in.mlir":18:13)
#loc20 = loc("0247.in.mlir":19:7)
#loc21 = loc("0247.in.mlir":20:17)
#loc22 = loc("0247.in.mlir":21:20)
#loc23 = loc("0247.in.mlir":22:16)
#loc24 = loc("0247.in.mlir":25:13)
#loc25 = loc("0247.in.mlir":26:7)
#loc28 = loc("0247.in.mlir":28:13)
#loc29 = loc("0247.in.mlir":29:7)
#loc31 = loc("0247.in.mlir":31:16)
#loc32 = loc("0247.in.mlir":32:7)

