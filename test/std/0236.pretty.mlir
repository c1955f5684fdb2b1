#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func private @ext0() -> (index, i16) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  module @inner {
    func.func private @helper8(%arg0: i16 {llvm.zeroext}) -> (index, i16 {llvm.noundef, test.tag = "x"}, i16) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
      %alloc = memref.alloc() : memref<1x4xi16>
      %c0 = arith.constant 0 : index
      %dim = memref.dim %alloc, %c0 : memref<1x4xi16>
      %cst = arith.constant 1.000000e+00 : f32
      %0 = arith.minimumf %cst, %cst fastmath<nnan,ninf> : f32
      %1 = scf.while (%arg1 = %arg0) : (i16) -> i16 {
        %2 = arith.cmpi sle, %c0, %c0 : index
        scf.condition(%2) %arg0 : i16
      } do {
      ^bb0(%arg1: i16):
        scf.yield %arg0 : i16
      }
      %c1 = arith.constant 1 : index
      %c32767_i16 = arith.constant 32767 : i16
      return %c1, %c32767_i16, %arg0 : index, i16, i16
    }
  }
  func.func @fn.0(%arg0: f32 {llvm.noundef}, %arg1: tensor<1x4xi8>) -> (index, tensor<1xi16>) attributes {ref = @inner::@helper8} {
    %c1_i32 = arith.constant 1 : i32
    %0 = scf.while (%arg2 = %c1_i32) : (i32) -> i32 {
      %cst_6 = arith.constant dense<5.000000e-01> : vector<1x4xf64>
      %cst_7 = arith.constant dense<[[1.000000e+00, 1.500000e-01, 4.000000e+02, -2.500000e-01]]> : vector<1x4xf64>
      %11 = arith.cmpf ult, %cst_6, %cst_7 fastmath<reassoc,contract> : vector<1x4xf64>
      %alloc = memref.alloc() : memref<1x4xi32>
      %alloc_8 = memref.alloc() : memref<1xi32>
      linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%alloc : memref<1x4xi32>) outs(%alloc_8 : memref<1xi32>) {
      ^bb0(%in: i32, %out: i32):
        %13 = arith.addi %in, %out : i32
        linalg.yield %13 : i32
      }
      %c-2 = arith.constant -2 : index
      %12 = arith.cmpi uge, %c-2, %c-2 : index
      scf.condition(%12) %arg2 : i32
    } do {
    ^bb0(%arg2: i32):
      %cst_6 = arith.constant dense<-7.500000e+00> : vector<1x4xf32>
      %cst_7 = arith.constant dense<3.000000e+00> : vector<1x4xf32>
      %11 = math.fma %cst_6, %cst_7, %cst_7 fastmath<nnan,ninf> : vector<1x4xf32>
      %c0_8 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %extracted = tensor.extract %arg1[%c0_8, %c2] : tensor<1x4xi8>
      %alloc = memref.alloc() {alignment = 16 : i64} : memref<1x4xf16>
      %c0_9 = arith.constant 0 : index
      %c2_10 = arith.constant 2 : index
      %12 = memref.load %alloc[%c0_9, %c2_10] : memref<1x4xf16>
      %c7 = arith.constant 7 : index
      %13 = tensor.empty(%c7) : tensor<1x?xi16>
      %14 = arith.bitcast %13 : tensor<1x?xi16> to tensor<1x?xf16>
      scf.yield %c1_i32 : i32
    }
    %1:2 = call @ext0() : () -> (index, i16)
    %cst = arith.constant 5.000000e-01 : f64
    %2 = math.cosh %cst fastmath<arcp> : f64
    %3 = arith.cmpi sge, %1#0, %1#0 : index
    %4 = arith.select %3, %1#0, %1#0 : index
    %5:2 = call @fn.0(%arg0, %arg1) : (f32, tensor<1x4xi8>) -> (index, tensor<1xi16>)
    %cst_0 = arith.constant dense<1> : tensor<1xi32>
    %expanded = tensor.expand_shape %cst_0 [[0, 1]] output_shape [1, 1] : tensor<1xi32> into tensor<1x1xi32>
    %cst_1 = arith.constant 1.000000e+00 : f16
    %6 = math.exp %cst_1 : f16
    %cst_2 = arith.constant dense<1.000000e+00> : vector<1x4xf32>
    %cst_3 = arith.constant dense<[[1, 1, 127, 1]]> : vector<1x4xi8>
    %7 = math.fpowi %cst_2, %cst_3 : vector<1x4xf32>, vector<1x4xi8>
    %8 = arith.minimumf %arg0, %arg0 : f32
    %cst_4 = arith.constant dense<-1> : vector<8x3xindex>
    %9 = arith.ceildivsi %cst_4, %cst_4 : vector<8x3xindex>
    %cst_5 = arith.constant dense<[[0, 4611686018427387903, 30, -1]]> : tensor<1x4xi64>
    %c0 = arith.constant 0 : index
    %extracted_slice = tensor.extract_slice %cst_5[%c0, 1] [1, 2] [1, 2] : tensor<1x4xi64> to tensor<1x2xi64>
    %c-20_i8 = arith.constant -20 : i8
    %10 = arith.minui %c-20_i8, %c-20_i8 : i8
    return %4, %5#1 : index, tensor<1xi16>
  }
}

