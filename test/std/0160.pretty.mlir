module {
  func.func private @ext0(memref<4x4xbf16>, i64, i64) -> i64 attributes {test.kernel}
  func.func @compute0(%arg0: index, %arg1: vector<4x4xbf16>, %arg2: memref<4x4xbf16> {llvm.noundef}) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %c59_i64 = arith.constant 59 : i64
    scf.while (%arg3 = %c59_i64) : (i64) -> () {
      %cst_1 = arith.constant dense<2.500000e+00> : vector<3xbf16>
      %cast = memref.cast %arg2 : memref<4x4xbf16> to memref<4x4xbf16>
      %c1 = arith.constant 1 : index
      %5 = arith.cmpi slt, %arg0, %c1 : index
      scf.condition(%5)
    } do {
      %alloc = memref.alloc() : memref<3xf32>
      scf.yield %c59_i64 : i64
    }
    %0 = tensor.empty() : tensor<4x4xi8>
    %1 = arith.index_cast %0 : tensor<4x4xi8> to tensor<4x4xindex>
    %cst = arith.constant -1.000000e+00 : f64
    %2 = arith.bitcast %cst : f64 to i64
    %cst_0 = arith.constant 5.000000e-01 : f32
    %3 = math.powf %cst_0, %cst_0 fastmath<nnan,ninf,nsz> : f32
    %c79_i16 = arith.constant 79 : i16
    %4 = arith.bitcast %c79_i16 : i16 to f16
    return
  }
}

