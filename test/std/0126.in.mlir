!vec0 = vector<1x1xi64>
module {
   func.func @f0() -> (index) attributes {llvm.emit_c_interface, note = "generated"} {
      %1 = memref.alloca() : memref<4x3xi64>
      memref.copy %1, %1 : memref<4x3xi64> to memref<4x3xi64>
      // ---- comment line ----
      %a.b = arith.constant -1 : i32
      %c = arith.constant 2147483647 : i32
      %t4 = math.ipowi %a.b, %c : i32
      %x5 = arith.constant 18 : index
      func.return %x5 : index
   }
   func.func @fn.1(%x1: vector<1x1xi64>, %2: i32) -> index {
      %3 = call @"fn.1"(%x1, %2) : (!vec0, i32) -> (index)
      %c = arith.constant 0x1 : i64

      %tmp5 = arith.constant -1 : i64
      cf.switch %c : i64, [default: ^b1(%tmp5 : i64), 3: ^b1(%tmp5 : i64)]
   ^b1(%lhs: i64):
      %7 = memref.alloc() : memref<4xindex>    // keep
      memref.copy %7, %7 : memref<4xindex> to memref<4xindex>
      %c_9 = arith.constant 44 : i32
      cf.switch %c_9 : i32, [default: ^bb2, 3: ^bb2, 6: ^bb2]
   ^bb2:
      %11 = arith.constant 1 : index
      return %11 : index
   }
}
