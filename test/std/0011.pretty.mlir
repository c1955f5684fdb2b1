#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func private @f0(%arg0: i64, %arg1: memref<4xi64> {llvm.noundef}, %arg2: bf16) -> f16 attributes {llvm.emit_c_interface, note = "generated"} {
    %alloc = memref.alloc() : memref<2x3xf32>
    %alloc_0 = memref.alloc() : memref<3x8xf32>
    %alloc_1 = memref.alloc() : memref<2x8xf32>
    linalg.matmul ins(%alloc, %alloc_0 : memref<2x3xf32>, memref<3x8xf32>) outs(%alloc_1 : memref<2x8xf32>)
    %cst = arith.constant dense<32767> : vector<4xi16>
    %cst_2 = arith.constant dense<[-9, 32767, 0, 1]> : vector<4xi16>
    %low, %high = arith.mulsi_extended %cst, %cst_2 : vector<4xi16>
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c-1_i64 = arith.constant -1 : i64
    %0 = scf.parallel (%arg3) = (%c0) to (%c2) step (%c1) init (%c-1_i64) -> i64 {
      %c5 = arith.constant 5 : index
      %c7 = arith.constant 7 : index
      %alloc_4 = memref.alloc(%c5)[%c7] {alignment = 64 : i64} : memref<?x4xi64, #map>
      %3 = tensor.empty() : tensor<1x4xf64>
      %4 = arith.cmpf uno, %3, %3 : tensor<1x4xf64>
      %5 = tensor.empty() : tensor<4xi1>
      %6 = tensor.empty() : tensor<4xi64>
      %7 = arith.select %5, %6, %6 : tensor<4xi1>, tensor<4xi64>
      scf.reduce(%c-1_i64 : i64) {
      ^bb0(%arg4: i64, %arg5: i64):
        %8 = arith.addi %arg4, %arg5 : i64
        scf.reduce.return %8 : i64
      }
    }
    %c127_i8 = arith.constant 127 : i8
    %c-1_i8 = arith.constant -1 : i8
    %1 = arith.cmpi eq, %c127_i8, %c-1_i8 : i8
    %2:2 = scf.if %1 -> (i64, i64) {
      %c0_i16 = arith.constant 0 : i16
      %3 = arith.uitofp %c0_i16 : i16 to bf16
      %cst_4 = arith.constant dense<1.000000e+02> : tensor<4xbf16>
      %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
      scf.yield %c-1_i64, %c4611686018427387903_i64 : i64, i64
    } else {
      scf.yield %arg0, %arg0 : i64, i64
    }
    %cst_3 = arith.constant 3.000000e+00 : f16
    return %cst_3 : f16
  }
}

