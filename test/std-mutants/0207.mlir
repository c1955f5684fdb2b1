func.func private @ext0(memref<4x4xbf16>, i64, i64) -> (i64) attributes {test.kernel}
func.func @compute0(%1: index, %tmp2: vector<4x4xbf16>, %x_1: memref<4x4xbf16> {llvm.noundef}) attributes {passthrough = ["nounwind"], level = 2 : i64} {
  %c = arith.constant 59 : i64
  scf.while (%tmp5 = %c) : (i64) -> () {
    %cst = arith.constant dense<2.5> : vector<3xbf16>
    %t7 = memref.cast %x_1 : memref<4x4xbf16> to memref<4x4xbf16>
    %lhs = arith.constant 1 : index
    %cmp_11 = arith.cmpi slt, %1, %lhs : index
    scf.condition(%cmp_11)
  } do {
  // ---- comment line ----
  ^bb0():
    %12 = memref.alloc() : memref<3xf32>  // note
    scf.yield %c : i64
  }
  %res = tensor.empty() : tensor<4x4xi8>
  %index_cast_14 = arith.index_cast %res : tensor<4x4xi8> to tensor<4x4xindex>
  %16 = arith.constant -1.0 : f64
  %18  arith.bitcast %16 : f64 to i64
  %cst_19 = arith.constant 0.5 : f32 //
  %20 = math.powf %cst_19, %cst_19 fastmath<nnan, ninf, nsz> : f32
  %21 = arith.constant 0x4f : i16
  %bitcast_22 = arith.bitcast %21 : i16 to f16
  return
}
