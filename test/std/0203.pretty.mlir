#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  module @inner {
    func.func @helper7(%arg0: f16, %arg1: tensor<2x4xi64>) -> (f16, memref<2x4xi64>, memref<8xi64>) attributes {llvm.emit_c_interface, note = "generated"} {
      %false = arith.constant false
      %0 = arith.select %false, %arg0, %arg0 : f16
      %c4611686018427387903 = arith.constant 4611686018427387903 : index
      %1 = arith.cmpi ne, %c4611686018427387903, %c4611686018427387903 : index
      cf.cond_br %1, ^bb1(%0 : f16), ^bb1(%arg0 : f16)
    ^bb1(%2: f16):  // 2 preds: ^bb0, ^bb0
      cf.assert %1, ""
      cf.cond_br %1, ^bb2(%arg0 : f16), ^bb2(%2 : f16)
    ^bb2(%3: f16):  // 2 preds: ^bb1, ^bb1
      %alloc = memref.alloc() : memref<2x4xf16>
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      memref.store %arg0, %alloc[%c0, %c2] : memref<2x4xf16>
      %alloc_0 = memref.alloc() : memref<2x4xi64>
      %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8xi64>
      return %3, %alloc_0, %alloc_1 : f16, memref<2x4xi64>, memref<8xi64>
    }
  }
  func.func @fn.0(%arg0: tensor<2x4xi64>, %arg1: tensor<2x4xi32>) -> (i64 {llvm.noundef, test.tag = "x"}) attributes {ref = @inner::@helper7} {
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %0 = arith.cmpi sgt, %c4611686018427387903, %c4611686018427387903 : index
    scf.if %0 {
      %cst_3 = arith.constant 5.000000e-01 : f64
      %cst_4 = arith.constant 4.000000e+02 : f64
      %7 = arith.cmpf false, %cst_3, %cst_4 fastmath<nnan,ninf,nsz> : f64
      %alloc_5 = memref.alloc() : memref<4xi64>
      %reinterpret_cast = memref.reinterpret_cast %alloc_5 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xi64> to memref<2x2xi64, strided<[2, 1]>>
      %cst_6 = arith.constant -1.000000e+00 : f32
      %8 = arith.negf %cst_6 fastmath<arcp> : f32
    } else {
      %cst_3 = arith.constant dense<32> : vector<8xi32>
      %7 = math.ipowi %cst_3, %cst_3 : vector<8xi32>
      %cst_4 = arith.constant 0.000000e+00 : f64
      %8 = arith.cmpf oge, %cst_4, %cst_4 : f64
      %true = arith.constant true
      %9 = arith.divsi %true, %true : i1
    }
    %1:2 = scf.if %0 -> (vector<4xf32>, f16) {
      %c-1_i32 = arith.constant -1 : i32
      %c1_3 = arith.constant 1 : index
      %c1_4 = arith.constant 1 : index
      %inserted = tensor.insert %c-1_i32 into %arg1[%c1_3, %c1_4] : tensor<2x4xi32>
      %cst_5 = arith.constant dense<[4.000000e+02, 4.000000e+02, 1.000000e+00, 2.500000e+00]> : vector<4xf32>
      %cst_6 = arith.constant 2.500000e+00 : f16
      scf.yield %cst_5, %cst_6 : vector<4xf32>, f16
    } else {
      %c18_i32 = arith.constant 18 : i32
      %7 = arith.cmpi sgt, %c18_i32, %c18_i32 : i32
      %c1_i64 = arith.constant 1 : i64
      %8 = arith.select %7, %c1_i64, %c1_i64 : i64
      %cst_3 = arith.constant dense<5.000000e-01> : vector<4xf32>
      %cst_4 = arith.constant 2.500000e+00 : f16
      scf.yield %cst_3, %cst_4 : vector<4xf32>, f16
    }
    %2 = tensor.empty() : tensor<4x2xi32>
    %transposed = linalg.transpose ins(%arg1 : tensor<2x4xi32>) outs(%2 : tensor<4x2xi32>) permutation = [1, 0] 
    %cst = arith.constant dense<false> : vector<2x4xi1>
    %3 = arith.maxsi %cst, %cst : vector<2x4xi1>
    scf.execute_region {
      %cst_3 = arith.constant 2.500000e+00 : bf16
      %7 = math.log10 %cst_3 : bf16
      %alloc_4 = memref.alloc() : memref<2x4xf64>
      %alloca = memref.alloca() {alignment = 16 : i64} : memref<2xf64>
      linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%alloc_4 : memref<2x4xf64>) outs(%alloca : memref<2xf64>) {
      ^bb0(%in: f64, %out: f64):
        %8 = arith.addf %in, %out : f64
        linalg.yield %8 : f64
      }
      %alloca_5 = memref.alloca() : memref<2x4xf16>
      %reinterpret_cast = memref.reinterpret_cast %alloca_5 to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<2x4xf16> to memref<2x4xf16, strided<[4, 1]>>
      scf.yield
    }
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %2, %c1 : tensor<4x2xi32>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<2x4xf64>
    %4 = math.isnormal %cst_0 : tensor<2x4xf64>
    %c8 = arith.constant 8 : index
    %alloc = memref.alloc(%c8) : memref<2x?xf16>
    %c0 = arith.constant 0 : index
    %dim_1 = memref.dim %alloc, %c0 : memref<2x?xf16>
    %cst_2 = arith.constant dense<3.000000e+00> : tensor<2x4xf32>
    %5 = tensor.empty() : tensor<2xf32>
    %reduced = linalg.reduce ins(%cst_2 : tensor<2x4xf32>) outs(%5 : tensor<2xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %7 = arith.addf %in, %init : f32
        linalg.yield %7 : f32
      }
    %c1_i32 = arith.constant 1 : i32
    %6 = arith.cmpi uge, %c1_i32, %c1_i32 : i32
    scf.if %6 {
    } else {
    }
    %c67_i64 = arith.constant 67 : i64
    return %c67_i64 : i64
  }
}

