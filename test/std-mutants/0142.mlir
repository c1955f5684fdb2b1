!tensor0 = tensor<4x?x?xindex>
!tensor1 = tensor<1x8xindex>
!buf2 = memref<1xf64>
!vec3 = vector<1x8xf64>
!tensor4 = tensor<?x1xindex>

module {
  func.func public @kernel_0(%1: !tensor0) attributes {test.kernel} {
    %val = arith.constant dense<6> : tensor<1x8xindex>
    %3 = arith.constant 1 : index
    %c_4 = arith.constant 1 : index
    %5 = tensor.extract_slice %val[0, 3] [1, %c_4] [%3, 1] : !tensor1 to tensor<1x?xindex>
    %alloc = memref.alloc() : memref<1x8xi32>
    %7 = memref.reinterpret_cast %alloc to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<1x8xi32> to memref<2x4xi32, strided<[4, 1]>>
    %8 = memref.alloc() : memref<1x8xf64>
    %t9 = memref.alloca() : !buf2
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%8 : memref<1x8xf64>) outs(%t9 : memref<1xf64>) {
    ^bb0(%10: f64, %v11: f64):
      %res = arith.addf %10, %v11 : f64
      %x13 = math.absf %res : f64
      linalg.yield %x13 : f64
    }
    %tmp14 = arith.constant -7.5 : f32
    %15 = arith.minnumf %tmp14, %tmp14 fastmath<none> : f32
    %y = math.tan %tmp14 : f32
    %tmp17 = arith.constant dense<[[1, 10, 51, 9, 0, -1, -1, 1]]> : vector<1x8xindex>
    %18 = arith.constant 2 : index
    %a.b = arith.constant 2 : index
    %20 = arith.constant 2 : index
    %24 = scf.for %lhs = %18 to %a.b step %20 iter_args(%23 = %tmp14, %23 = %tmp14) -> (f32) {
      %tmp25 = arith.constant dense<[[0.5, 1.000000e+00, 0.5, 3.0, -1.0, 0.0, 4.0E+2, 0.5]]> : !vec3
      %26 = arith.remf %tmp25, %tmp25 fastmath<afn> : vector<1x8xf64>
      %tmp27 = arith.constant 5 : index
      %28 = tensor.empty(%tmp27) : !tensor4
      %cst_30 = arith.constant 100.0 : f32
      scf.yield %cst_30 : f32
    }
    return
  }
}
