#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func private @ext0(i16, tensor<4x3xf64>, memref<4xbf16>) -> (i32, f64)
  func.func private @ext1(i8 {llvm.zeroext}, vector<4x3xf64> {test.foo = 1 : i32}) -> (bf16 {llvm.noundef, test.tag = "x"}, f64) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func public @kernel_0(%arg0: f32) -> (tensor<?xbf16> {llvm.noundef}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<4xbf16>
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %cst[%c1] : tensor<4xbf16>
    %0 = tensor.empty() : tensor<4xi16>
    %1 = tensor.empty() : tensor<4xi16>
    %2 = linalg.add ins(%0, %1 : tensor<4xi16>, tensor<4xi16>) outs(%0 : tensor<4xi16>) -> tensor<4xi16>
    %3 = tensor.empty() : tensor<4xf64>
    %4 = math.copysign %3, %3 : tensor<4xf64>
    %c0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c2 = arith.constant 2 : index
    %5 = scf.for %arg1 = %c0 to %c6 step %c2 iter_args(%arg2 = %extracted) -> (bf16) {
      %alloca = memref.alloca() : memref<4xf64>
      %reinterpret_cast = memref.reinterpret_cast %alloca to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf64> to memref<2x2xf64, strided<[2, 1]>>
      %c8_i32 = arith.constant 8 : i32
      %low, %high = arith.mului_extended %c8_i32, %c8_i32 : i32
      scf.yield %extracted : bf16
    }
    %c2_0 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c2_0)[%c4] {alignment = 64 : i64} : memref<?x4xf64, #map>
    %c0_1 = arith.constant 0 : index
    %c2_2 = arith.constant 2 : index
    %6 = memref.load %alloc[%c0_1, %c2_2] : memref<?x4xf64, #map>
    %c0_i32 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %c0_i32, %c0_i32 : i32
    %8 = scf.if %7 -> (bf16) {
      %cst_3 = arith.constant dense<[[true, false, false], [false, true, true], [false, true, true], [true, false, true]]> : vector<4x3xi1>
      %11 = arith.cmpi ugt, %cst_3, %cst_3 : vector<4x3xi1>
      %cast = tensor.cast %3 : tensor<4xf64> to tensor<4xf64>
      scf.yield %extracted : bf16
    } else {
      %cst_3 = arith.constant dense<[1, 35, -1, 2147483647]> : vector<4xi32>
      %cst_4 = arith.constant dense<[-1, -1, 2147483647, 11]> : vector<4xi32>
      %11 = math.ipowi %cst_3, %cst_4 : vector<4xi32>
      scf.yield %extracted : bf16
    }
    %9 = scf.while (%arg1 = %arg0) : (f32) -> f32 {
      %c2_3 = arith.constant 2 : index
      %c1_4 = arith.constant 1 : index
      %cst_5 = arith.constant dense<-2.500000e-01> : vector<4xf64>
      %11 = scf.for %arg2 = %c2_3 to %c4 step %c1_4 iter_args(%arg3 = %cst_5) -> (vector<4xf64>) {
        %13 = scf.if %7 -> (i32) {
          %cst_6 = arith.constant dense<[[1.500000e-01, 1.000000e+00, 1.000000e+00], [1.500000e-01, 1.500000e-01, 5.000000e-01], [4.000000e+02, 1.000000e+00, -1.000000e+00], [2.500000e+00, 2.500000e+00, -2.500000e-01]]> : vector<4x3xf64>
          %14 = math.isfinite %cst_6 : vector<4x3xf64>
          %c-2_i32 = arith.constant -2 : i32
          scf.yield %c-2_i32 : i32
        } else {
          %14 = arith.andi %7, %7 : i1
          %alloca = memref.alloca() : memref<2048xi8>
          %c0_6 = arith.constant 0 : index
          %c2_7 = arith.constant 2 : index
          %view = memref.view %alloca[%c0_6][%c2_7] : memref<2048xi8> to memref<?x4xf16>
          %alloc_8 = memref.alloc() : memref<4x4xf64>
          %cast = memref.cast %alloc_8 : memref<4x4xf64> to memref<4x?xf64>
          scf.yield %c0_i32 : i32
        }
        scf.yield %arg3 : vector<4xf64>
      }
      %12 = arith.cmpi sgt, %c6, %c0 : index
      scf.condition(%12) %arg1 : f32
    } do {
    ^bb0(%arg1: f32):
      scf.yield %arg0 : f32
    }
    %c5 = arith.constant 5 : index
    %10 = tensor.empty(%c5) : tensor<?xbf16>
    return %10 : tensor<?xbf16>
  }
}

