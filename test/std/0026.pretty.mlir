module {
  func.func @fn.0() attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = arith.minimumf %cst, %cst : f64
    %c1 = arith.constant 1 : index
    %1 = tensor.empty(%c1) : tensor<1x?xindex>
    %2 = arith.divui %1, %1 : tensor<1x?xindex>
    %c4 = arith.constant 4 : index
    %alloca = memref.alloca(%c4) : memref<?x4xindex>
    memref.dealloc %alloca : memref<?x4xindex>
    %cst_0 = arith.constant 1.000000e+00 : f32
    %c-1_i32 = arith.constant -1 : i32
    %3 = math.fpowi %cst_0, %c-1_i32 : f32, i32
    %cst_1 = arith.constant 4.000000e+02 : f16
    %4 = arith.negf %cst_1 fastmath<nnan,ninf> : f16
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    %5 = arith.cmpi ne, %c4611686018427387903_i64, %c4611686018427387903_i64 : i64
    cf.assert %5, "ok"
    return
  }
}

