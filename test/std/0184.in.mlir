!buf0 = memref<8x4xbf16>
!buf1 = memref<8x1xbf16>
module {
  func.func @compute0(%arg: i64, %2: vector<4x2x1xi64> {test.foo = 1 : i32}, %arg_3: i64) -> (memref<4xi8> {llvm.noundef}) {
    %c_4 = arith.constant 43 : i8
    %5 = arith.index_cast %c_4 : i8 to index
    %alloc_6 = memref.alloc() {alignment = 16 : i64} : memref<4x2x1xi64>
    %cast = memref.cast %alloc_6 : memref<4x2x1xi64> to memref<4x2x1xi64>
    %8 = tensor.empty() : tensor<4x2x1xbf16>
    %9 = tensor.empty() : tensor<4x2xbf16>  // note
    %acc = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<4x2x1xbf16>) outs(%9 : tensor<4x2xbf16>) {
    ^bb0(%val: bf16, %rhs: bf16):
      %y = arith.addf %val, %rhs : bf16
      linalg.yield %y : bf16
    } -> tensor<4x2xbf16>

    %14 = arith.constant 0.0 : f32
    %15 = math.powf %14, %14 fastmath<arcp> : f32

    cf.br ^bb1(%arg_3 : i64)
  ^bb1(%tmp16: i64):
    %alloc = memref.alloc() : memref<8x1xbf16>
    %alloca = memref.alloca() {alignment = 64} : memref<1x4xbf16>
    %19 = memref.alloc() : !buf0
    linalg.matmul ins(%alloc, %alloca : !buf1, memref<1x4xbf16>) outs(%19 : !buf0)
    %sum = arith.constant 0.0 : f64
    %remf = arith.remf %sum, %sum : f64
    %c_22 = arith.constant -1 : i32
    %24 = arith.constant dense<[1, -1]> : tensor<2xi32>
    %25 = linalg.fill ins(%c_22 : i32) outs(%24 : tensor<2xi32>) -> tensor<2xi32>
    %27 = memref.alloca() : memref<4x2xbf16>
    %28 = memref.reinterpret_cast %27 to offset: [0], sizes: [8], strides: [1] : memref<4x2xbf16> to memref<8xbf16, strided<[1]>>
    cf.br ^bb2(%tmp16 : i64)
  ^bb2(%29: i64):
    %tmp30 = arith.ori %c_4, %c_4 : i8
    %empty_31 = tensor.empty() : tensor<4x2x1xi8>
    %res = arith.constant dense<[[[-0.25], [0.5]], [[3.0], [4.0E+2]], [[100.0],[100.0]], [[-0.25],[100.0]]]> : vector<4x2x1xf64>
    %isinf = math.isinf %res : vector<4x2x1xf64>
    %floordivsi = arith.floordivsi %tmp30, %c_4 : i8
    %37 = memref.alloca() {alignment = 64} : memref<4xi8>    // keep
    return %37 : memref<4xi8>
  }
}
