module {
  func.func @f0() -> index attributes {llvm.emit_c_interface, note = "generated"} {
    %alloca = memref.alloca() : memref<4x3xi64>
    memref.copy %alloca, %alloca : memref<4x3xi64> to memref<4x3xi64>
    %c-1_i32 = arith.constant -1 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %0 = math.ipowi %c-1_i32, %c2147483647_i32 : i32
    %c18 = arith.constant 18 : index
    return %c18 : index
  }
  func.func @fn.1(%arg0: vector<1x1xi64>, %arg1: i32) -> index {
    %0 = call @fn.1(%arg0, %arg1) : (vector<1x1xi64>, i32) -> index
    %c1_i64 = arith.constant 1 : i64
    %c-1_i64 = arith.constant -1 : i64
    cf.switch %c1_i64 : i64, [
      default: ^bb1(%c-1_i64 : i64),
      3: ^bb1(%c-1_i64 : i64)
    ]
  ^bb1(%1: i64):  // 2 preds: ^bb0, ^bb0
    %alloc = memref.alloc() : memref<4xindex>
    memref.copy %alloc, %alloc : memref<4xindex> to memref<4xindex>
    %c44_i32 = arith.constant 44 : i32
    cf.switch %c44_i32 : i32, [
      default: ^bb2,
      3: ^bb2,
      6: ^bb2
    ]
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
    %c1 = arith.constant 1 : index
    return %c1 : index
  }
}

