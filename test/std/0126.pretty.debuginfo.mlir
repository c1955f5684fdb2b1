#loc10 = loc("0126.in.mlir":13:20)
#loc11 = loc("0126.in.mlir":13:42)
#loc16 = loc("0126.in.mlir":19:8)
module {
  func.func @f0() -> index attributes {llvm.emit_c_interface, note = "generated"} {
    %alloca = memref.alloca() : memref<4x3xi64> loc(#loc2)
    memref.copy %alloca, %alloca : memref<4x3xi64> to memref<4x3xi64> loc(#loc3)
    %c-1_i32 = arith.constant -1 : i32 loc(#loc4)
    %c2147483647_i32 = arith.constant 2147483647 : i32 loc(#loc5)
    %0 = math.ipowi %c-1_i32, %c2147483647_i32 : i32 loc(#loc6)
    %c18 = arith.constant 18 : index loc(#loc7)
    return %c18 : index loc(#loc8)
  } loc(#loc1)
  func.func @fn.1(%arg0: vector<1x1xi64> loc("0126.in.mlir":13:20), %arg1: i32 loc("0126.in.mlir":13:42)) -> index {
    %0 = call @fn.1(%arg0, %arg1) : (vector<1x1xi64>, i32) -> index loc(#loc12)
    %c1_i64 = arith.constant 1 : i64 loc(#loc13)
    %c-1_i64 = arith.constant -1 : i64 loc(#loc14)
    cf.switch %c1_i64 : i64, [
      default: ^bb1(%c-1_i64 : i64),
      3: ^bb1(%c-1_i64 : i64)
    ] loc(#loc15)
  ^bb1(%1: i64 loc("0126.in.mlir":19:8)):  // 2 preds: ^bb0, ^bb0
    %alloc = memref.alloc() : memref<4xindex> loc(#loc17)
    memref.copy %alloc, %alloc : memref<4xindex> to memref<4xindex> loc(#loc18)
    %c44_i32 = arith.constant 44 : i32 loc(#loc19)
    cf.switch %c44_i32 : i32, [
      default: ^bb2,
      3: ^bb2,
      6: ^bb2
    ] loc(#loc20)
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
    %c1 = arith.constant 1 : index loc(#loc21)
    return %c1 : index loc(#loc22)
  } loc(#loc9)
} loc(#loc)
#loc = loc("0126.in.mlir":2:1)
#loc1 = loc("0126.in.mlir":3:4)
#loc2 = loc("0126.in.mlir":4:12)
#loc3 = loc("0126.in.mlir":5:7)
#loc4 = loc("0126.in.mlir":7:14)
#loc5 = loc("0126.in.mlir":8:12)
#loc6 = loc("0126.in.mlir":9:13)
#loc7 = loc("0126.in.mlir":10:13)
#loc8 = loc("0126.in.mlir":11:7)
#loc9 = loc("0126.in.mlir":13:4)
#loc12 = loc("0126.in.mlir":14:12)
#loc13 = loc("0126.in.mlir":15:12)
#loc14 = loc("0126.in.mlir":17:15)
#loc15 = loc("0126.in.mlir":18:7)
#loc17 = loc("0126.in.mlir":20:12)
#loc18 = loc("0126.in.mlir":21:7)
#loc19 = loc("0126.in.mlir":22:14)
#loc20 = loc("0126.in.mlir":23:7)
#loc21 = loc("0126.in.mlir":25:13)
#loc22 = loc("0126.in.mlir":26:7)

