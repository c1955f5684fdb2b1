func.func @fn.0() attributes {passthrough = ["nounwind"], level = 2 : i64} {
   %lhs = arith.constant 0.0 : f64
   %2 = arith.minimumf %lhs, %lhs : f64
   %c_3 = arith.constant 1 : index
   // ---- comment line ----
   %v4 = tensor.empty(%c_3) : tensor<1x?xindex>
   %5 = arith.divui %v4, %v4 : tensor<1x?xindex>
   %c_6 = arith.constant 4 : index
   %y = memref.alloca(%c_6) : memref<?x4xindex> // TODO: check
   memref.dealloc %y : memref<?x4xindex>
   %res = arith.constant 1.0 : f32
   %c_9 = arith.constant -1 : i32
   %10 = math.fpowi %res, %c_9 : f32, i32
   %cst = arith.constant 4.0E+2 : f16
   %12 = arith.negf %cst fastmath<nnan,ninf> : f16
   %c_13 = arith.constant 0x3fffffffffffffff : i64
   %cmp = arith.cmpi ne, %c_13, %c_13 : i64
   // ---- comment line ----
   cf.assert %cmp, "ok"
   func.return
}
