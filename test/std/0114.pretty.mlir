#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @ext0(vector<4x2xbf16> {llvm.noundef, test.tag = "x"}, vector<4x2xi32>, vector<4xi32>)
  func.func private @ext1(memref<4xi32>, memref<4xbf16>, tensor<4x?xi32>)
  module @inner {
    func.func public @helper8() -> (i32 {test.foo = 1 : i32}, bf16) {
      %cst = arith.constant dense<5.000000e-01> : vector<4xf64>
      %cst_0 = arith.constant dense<38> : vector<4xi32>
      %0 = math.fpowi %cst, %cst_0 fastmath<nnan,ninf,nsz> : vector<4xf64>, vector<4xi32>
      %cst_1 = arith.constant dense<[[[1], [0], [-1]]]> : vector<1x3x1xi32>
      %1 = math.ipowi %cst_1, %cst_1 : vector<1x3x1xi32>
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x2xi32>
      %cast = memref.cast %alloc : memref<4x2xi32> to memref<4x?xi32>
      %c6_i32 = arith.constant 6 : i32
      %cst_2 = arith.constant 3.000000e+00 : bf16
      return %c6_i32, %cst_2 : i32, bf16
    }
  }
  func.func public @fn.0() -> (memref<?xbf16> {llvm.noundef}) attributes {ref = @inner::@helper8} {
    %alloc = memref.alloc() : memref<4x4xf32>
    %alloc_0 = memref.alloc() : memref<4x4xf32>
    linalg.generic {doc = "elementwise", indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc, %alloc_0 : memref<4x4xf32>, memref<4x4xf32>) outs(%alloc : memref<4x4xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %5 = arith.addf %in, %in_9 : f32
      %6 = arith.addf %5, %out : f32
      linalg.yield %6 : f32
    }
    %cst = arith.constant 4.000000e+02 : f32
    %0 = arith.divf %cst, %cst : f32
    %cst_1 = arith.constant dense<5.000000e-01> : vector<4x2xf32>
    %1 = math.isnan %cst_1 : vector<4x2xf32>
    %cst_2 = arith.constant dense<1.000000e+00> : vector<4x2xbf16>
    %cst_3 = arith.constant dense<[[38, -1], [2147483647, 1], [-3, 2147483647], [1, -1]]> : vector<4x2xi32>
    %cst_4 = arith.constant dense<43> : vector<4xi32>
    call @ext0(%cst_2, %cst_3, %cst_4) : (vector<4x2xbf16>, vector<4x2xi32>, vector<4xi32>) -> ()
    %2 = arith.negf %cst fastmath<nnan,ninf> : f32
    %3 = tensor.empty() : tensor<4xbf16>
    %cst_5 = arith.constant -2.500000e-01 : bf16
    %c0 = arith.constant 0 : index
    %inserted = tensor.insert %cst_5 into %3[%c0] : tensor<4xbf16>
    %c3 = arith.constant 3 : index
    %c0_6 = arith.constant 0 : index
    memref.store %cst, %alloc[%c3, %c0_6] : memref<4x4xf32>
    %alloc_7 = memref.alloc() : memref<4x2xi32>
    %c1 = arith.constant 1 : index
    %subview = memref.subview %alloc_7[3, 0] [1, 2] [%c1, 1] : memref<4x2xi32> to memref<1x2xi32, strided<[?, 1], offset: 6>>
    %4 = scf.execute_region -> i32 {
      %alloc_9 = memref.alloc() {alignment = 16 : i64} : memref<4xi32>
      %alloca = memref.alloca() : memref<4xbf16>
      %c1_10 = arith.constant 1 : index
      %5 = tensor.empty(%c1_10) : tensor<4x?xi32>
      %f = func.constant @ext1 : (memref<4xi32>, memref<4xbf16>, tensor<4x?xi32>) -> ()
      func.call_indirect %f(%alloc_9, %alloca, %5) : (memref<4xi32>, memref<4xbf16>, tensor<4x?xi32>) -> ()
      %c2147483647_i32 = arith.constant 2147483647 : i32
      scf.yield %c2147483647_i32 : i32
    }
    %c8 = arith.constant 8 : index
    %alloc_8 = memref.alloc(%c8) : memref<?xbf16>
    return %alloc_8 : memref<?xbf16>
  }
}

