#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func private @ext0() -> (vector<4x8xbf16>, bf16) attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1() -> bf16
  module @inner {
    func.func private @helper5(%arg0: tensor<4x8xi32>, %arg1: i32, %arg2: tensor<2x?xf64>) -> vector<4x8xi8> attributes {llvm.emit_c_interface, note = "generated"} {
      %0 = tensor.empty() : tensor<4x8xi32>
      %c3 = arith.constant 3 : index
      %1 = tensor.empty(%c3) : tensor<2x?xf64>
      %2 = call @helper5(%0, %arg1, %1) : (tensor<4x8xi32>, i32, tensor<2x?xf64>) -> vector<4x8xi8>
      %c47_i64 = arith.constant 47 : i64
      %3 = math.ipowi %c47_i64, %c47_i64 : i64
      %c3_0 = arith.constant 3 : index
      %alloc = memref.alloc(%c3_0) : memref<?x4xbf16>
      memref.dealloc %alloc : memref<?x4xbf16>
      return %2 : vector<4x8xi8>
    }
  }
  func.func public @fn.0(%arg0: f64, %arg1: f64, %arg2: index) -> memref<4x?xf32> attributes {ref = @inner::@helper5} {
    %0 = tensor.empty() : tensor<4x8xf64>
    %extracted_slice = tensor.extract_slice %0[3, 3] [1, 4] [1, 1] : tensor<4x8xf64> to tensor<1x4xf64>
    %alloc = memref.alloc() : memref<3x4xf64>
    linalg.fill ins(%arg1 : f64) outs(%alloc : memref<3x4xf64>)
    %alloc_0 = memref.alloc() : memref<3x4xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_0 : memref<3x4xf32>) outs(%alloc_0 : memref<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.addf %in, %out : f32
      linalg.yield %6 : f32
    }
    %c0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c2 = arith.constant 2 : index
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant 1.000000e+00 : bf16
    %1:2 = scf.parallel (%arg3) = (%c0) to (%c6) step (%c2) init (%c1_i32, %cst) -> (i32, bf16) {
      %6 = tensor.empty() : tensor<3x4xbf16>
      %7 = tensor.empty() : tensor<3xbf16>
      %8 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%6, %6 : tensor<3x4xbf16>, tensor<3x4xbf16>) outs(%7 : tensor<3xbf16>) {
      ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
        %11 = arith.addf %in, %in_4 : bf16
        %12 = arith.addf %11, %out : bf16
        %13 = math.absf %12 : bf16
        linalg.yield %13 : bf16
      } -> tensor<3xbf16>
      %cst_2 = arith.constant dense<1.000000e+02> : vector<3x4xf32>
      %9 = math.fma %cst_2, %cst_2, %cst_2 fastmath<reassoc,contract> : vector<3x4xf32>
      %cst_3 = arith.constant -2.500000e-01 : f32
      %10 = arith.negf %cst_3 fastmath<nnan,ninf> : f32
      scf.reduce(%c1_i32, %cst : i32, bf16) {
      ^bb0(%arg4: i32, %arg5: i32):
        %11 = arith.addi %arg4, %arg5 : i32
        scf.reduce.return %11 : i32
      }, {
      ^bb0(%arg4: bf16, %arg5: bf16):
        %11 = arith.addf %arg4, %arg5 : bf16
        scf.reduce.return %11 : bf16
      }
    }
    %2 = tensor.empty() : tensor<3x4xf32>
    %3 = arith.cmpf ole, %2, %2 fastmath<arcp> : tensor<3x4xf32>
    %cst_1 = arith.constant dense<2.500000e+00> : vector<4x8xf32>
    %4 = math.isnan %cst_1 : vector<4x8xf32>
    %5 = scf.while (%arg3 = %1#0) : (i32) -> i32 {
      %c7_i64 = arith.constant 7 : i64
      %6 = arith.cmpi ne, %c7_i64, %c7_i64 : i64
      scf.condition(%6) %arg3 : i32
    } do {
    ^bb0(%arg3: i32):
      %c1_i32_2 = arith.constant 1 : i32
      scf.yield %c1_i32_2 : i32
    }
    %c7 = arith.constant 7 : index
    %alloca = memref.alloca(%c7) : memref<4x?xf32>
    return %alloca : memref<4x?xf32>
  }
}

