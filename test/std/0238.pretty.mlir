#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  module @inner {
    func.func @helper4(%arg0: f32 {llvm.noundef}) -> memref<8x4xf32> attributes {level = 2 : i64, passthrough = ["nounwind"]} {
      %false = arith.constant false
      %0 = scf.if %false -> (i64) {
        %alloc_0 = memref.alloc() : memref<2x4xi64>
        %c1 = arith.constant 1 : index
        %dim = memref.dim %alloc_0, %c1 : memref<2x4xi64>
        %cst = arith.constant 5.000000e-01 : f32
        %1 = func.call @helper4(%cst) : (f32) -> memref<8x4xf32>
        %c12_i64 = arith.constant 12 : i64
        scf.yield %c12_i64 : i64
      } else {
        %c56_i64 = arith.constant 56 : i64
        scf.yield %c56_i64 : i64
      }
      %alloc = memref.alloc() : memref<8x4xf32>
      return %alloc : memref<8x4xf32>
    }
  }
  func.func @fn.0() -> (tensor<2x8xi64>, tensor<8x4xi64> {llvm.noundef}) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    %c0_0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%arg0, %arg1) = (%c0, %c0_0) to (%c8, %c6) step (%c2, %c1) {
      %cst_7 = arith.constant 3.000000e+00 : f16
      %cst_8 = arith.constant -7.500000e+00 : f16
      %7 = arith.cmpf ueq, %cst_7, %cst_8 fastmath<fast> : f16
      %alloc = memref.alloc() {alignment = 16 : i64} : memref<8x4xi64>
      %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [32], strides: [1] : memref<8x4xi64> to memref<32xi64, strided<[1]>>
      scf.reduce 
    }
    %cst = arith.constant 1.000000e+02 : f32
    cf.br ^bb1(%cst : f32)
  ^bb1(%0: f32):  // pred: ^bb0
    %cst_1 = arith.constant dense<2147483647> : tensor<4xi32>
    %1 = arith.remsi %cst_1, %cst_1 : tensor<4xi32>
    %false = arith.constant false
    %cst_2 = arith.constant 1.000000e+02 : f32
    cf.cond_br %false, ^bb3, ^bb2(%0, %cst_2 : f32, f32)
  ^bb2(%2: f32, %3: f32):  // pred: ^bb1
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c-1_i32 = arith.constant -1 : i32
    %4 = arith.cmpi ugt, %c2147483647_i32, %c-1_i32 : i32
    cf.assert %4, "bounds check"
    cf.switch %c-1_i32 : i32, [
      default: ^bb3,
      2: ^bb3
    ]
  ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb2
    %c1_3 = arith.constant 1 : index
    %c8_4 = arith.constant 8 : index
    %c1_5 = arith.constant 1 : index
    %c-1_i64 = arith.constant -1 : i64
    %5:2 = scf.for %arg0 = %c1_3 to %c8_4 step %c1_5 iter_args(%arg1 = %c-1_i64, %arg2 = %c-1_i64) -> (i64, i64) {
      %false_7 = arith.constant false
      %7:2 = scf.if %false_7 -> (i64, i64) {
        scf.yield %c-1_i64, %c-1_i64 : i64, i64
      } else {
        scf.yield %arg2, %c-1_i64 : i64, i64
      }
      scf.yield %7#0, %c-1_i64 : i64, i64
    }
    %cst_6 = arith.constant dense<[[1, 10, 4611686018427387903, 38, 0, 19, 4611686018427387903, 8], [1, 14, 1, -1, -17, 64, -17, 0]]> : tensor<2x8xi64>
    %6 = tensor.empty() : tensor<8x4xi64>
    return %cst_6, %6 : tensor<2x8xi64>, tensor<8x4xi64>
  }
  func.func @compute1(%arg0: tensor<?x4xf32>, %arg1: memref<8x4xi64> {llvm.noundef}, %arg2: f32) -> (f32, tensor<?xbf16>, i64 {llvm.noundef}) attributes {ref = @inner::@helper4} {
    %c24_i32 = arith.constant 24 : i32
    %0 = arith.uitofp %c24_i32 : i32 to f16
    %cst = arith.constant dense<1> : tensor<2x4xi32>
    %expanded = tensor.expand_shape %cst [[0], [1, 2]] output_shape [2, 1, 4] : tensor<2x4xi32> into tensor<2x1x4xi32>
    %cst_0 = arith.constant dense<-7.500000e+00> : vector<8x4xf64>
    %1 = math.isnan %cst_0 : vector<8x4xf64>
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c1_i64 = arith.constant 1 : i64
    %2 = tensor.empty() : tensor<2x4xi64>
    %3:2 = scf.for %arg3 = %c0 to %c2 step %c3 iter_args(%arg4 = %c1_i64, %arg5 = %2) -> (i64, tensor<2x4xi64>) {
      %c1 = arith.constant 1 : index
      %c5_1 = arith.constant 5 : index
      %c2_2 = arith.constant 2 : index
      %5 = scf.for %arg6 = %c1 to %c5_1 step %c2_2 iter_args(%arg7 = %arg2) -> (f32) {
        %cst_3 = arith.constant -1.000000e+00 : f64
        %6 = arith.remf %cst_3, %cst_3 fastmath<nnan,ninf> : f64
        %7 = tensor.empty() : tensor<8x4xf32>
        %cst_4 = arith.constant dense<1.000000e+00> : tensor<8xf32>
        %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<8x4xf32>) outs(%cst_4 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %9 = arith.addf %in, %out : f32
          %10 = math.absf %9 : f32
          linalg.yield %10 : f32
        } -> tensor<8xf32>
        %cst_5 = arith.constant 1.000000e+00 : f32
        scf.yield %cst_5 : f32
      }
      scf.yield %arg4, %2 : i64, tensor<2x4xi64>
    }
    %c5 = arith.constant 5 : index
    %4 = tensor.empty(%c5) : tensor<?xbf16>
    return %arg2, %4, %3#0 : f32, tensor<?xbf16>, i64
  }
}

