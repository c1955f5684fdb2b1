#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func @f0(%arg0: i16) attributes {llvm.emit_c_interface, note = "generated"} {
    %0 = tensor.empty() : tensor<3x4xf64>
    %1 = arith.maximumf %0, %0 : tensor<3x4xf64>
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %alloc = memref.alloc(%c4)[%c5] {alignment = 64 : i64} : memref<?x4xf16, #map>
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %0[%c2, %c1] : tensor<3x4xf64>
    %c2_0 = arith.constant 2 : index
    %alloc_1 = memref.alloc(%c2_0) : memref<?x4xf32>
    memref.dealloc %alloc_1 : memref<?x4xf32>
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c2_2 = arith.constant 2 : index
    %c0_3 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c1_4 = arith.constant 1 : index
    scf.parallel (%arg1, %arg2) = (%c0, %c0_3) to (%c3, %c6) step (%c2_2, %c1_4) {
      %cst = arith.constant 4.000000e+02 : bf16
      %2 = math.fma %cst, %cst, %cst fastmath<arcp> : bf16
      %c2_5 = arith.constant 2 : index
      %c2_6 = arith.constant 2 : index
      %c3_7 = arith.constant 3 : index
      %c56_i32 = arith.constant 56 : i32
      %3 = scf.for %arg3 = %c2_5 to %c2_6 step %c3_7 iter_args(%arg4 = %c56_i32) -> (i32) {
        %4 = arith.negf %extracted : f64
        scf.yield %c56_i32 : i32
      }
      scf.reduce 
    }
    return
  }
}

