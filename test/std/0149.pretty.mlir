#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module attributes {test.module_note = "std"} {
  module @inner {
    func.func private @helper9(%arg0: index) -> (index, index) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
      %true = arith.constant true
      %0 = arith.extui %true : i1 to i8
      %c1 = arith.constant 1 : index
      %c78 = arith.constant 78 : index
      %c2 = arith.constant 2 : index
      %cst = arith.constant 1.000000e+00 : f32
      %1:2 = scf.for %arg1 = %c1 to %c78 step %c2 iter_args(%arg2 = %cst, %arg3 = %arg0) -> (f32, index) {
        %cst_0 = arith.constant dense<[2.500000e+00, 2.500000e+00, 1.000000e+00, 3.000000e+00]> : vector<4xf32>
        %2 = arith.addf %cst_0, %cst_0 : vector<4xf32>
        scf.yield %cst, %arg1 : f32, index
      }
      return %arg0, %arg0 : index, index
    }
  }
  func.func @fn.0() -> (vector<2x2xindex>, index, i8) attributes {ref = @inner::@helper9} {
    %0 = tensor.empty() : tensor<4x4xf64>
    %1 = tensor.empty() : tensor<4xf64>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4x4xf64>) outs(%1 : tensor<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %14 = arith.addf %in, %out : f64
      linalg.yield %14 : f64
    } -> tensor<4xf64>
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    scf.for %arg0 = %c2 to %c2 step %c1 {
      %cst_12 = arith.constant 5.000000e-01 : f32
      %cst_13 = arith.constant 3.000000e+00 : f32
      %14 = arith.addf %cst_12, %cst_13 fastmath<afn> : f32
      %c4611686018427387903 = arith.constant 4611686018427387903 : index
      %15 = arith.minsi %c4611686018427387903, %arg0 : index
    }
    %c0_i64 = arith.constant 0 : i64
    %low, %high = arith.mulsi_extended %c0_i64, %c0_i64 : i64
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %3 = math.ctlz %c2147483647_i32 : i32
    %4:3 = call @fn.0() : () -> (vector<2x2xindex>, index, i8)
    %cst = arith.constant -2.500000e-01 : f16
    %5 = math.isfinite %cst : f16
    %cst_0 = arith.constant dense<[42, 1, 32767, 12]> : vector<4xi16>
    %6 = arith.andi %cst_0, %cst_0 : vector<4xi16>
    %low_1, %high_2 = arith.mului_extended %6, %6 : vector<4xi16>
    %cst_3 = arith.constant -1.000000e+00 : f64
    %c1_4 = arith.constant 1 : index
    %inserted = tensor.insert %cst_3 into %2[%c1_4] : tensor<4xf64>
    %c2147483647_i32_5 = arith.constant 2147483647 : i32
    %7 = arith.cmpi ne, %c2147483647_i32_5, %3 : i32
    %8 = tensor.empty() : tensor<4xindex>
    %c1_6 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %8[1] [%c1_6] [1] : tensor<4xindex> to tensor<?xindex>
    %9 = arith.cmpi sge, %4#1, %4#1 : index
    %10 = arith.select %9, %4#1, %4#1 : index
    %cst_7 = arith.constant dense<[[-7.500000e+00, 1.000000e+00], [2.500000e+00, 1.000000e+00]]> : vector<2x2xf16>
    %11 = math.log2 %cst_7 fastmath<afn> : vector<2x2xf16>
    %cst_8 = arith.constant dense<[-1, 1, 1, 0]> : vector<4xi32>
    %12 = math.ipowi %cst_8, %cst_8 : vector<4xi32>
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1_9 = arith.constant 1 : index
    scf.parallel (%arg0) = (%c0) to (%c3) step (%c1_9) {
      %14 = arith.maxnumf %cst, %cst fastmath<arcp> : f16
      scf.reduce 
    }
    %alloc = memref.alloc() : memref<4xindex>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xindex> to memref<2x2xindex, strided<[2, 1]>>
    %cst_10 = arith.constant 1.000000e+00 : f16
    %13 = arith.cmpf une, %cst_10, %cst_10 fastmath<nnan,ninf,nsz> : f16
    memref.copy %alloc, %alloc : memref<4xindex> to memref<4xindex>
    %cst_11 = arith.constant dense<1> : vector<2x2xindex>
    return %cst_11, %c3, %4#2 : vector<2x2xindex>, index, i8
  }
}

