#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func private @ext0() -> (tensor<?x4xindex>, f32 {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1(tensor<3xindex>, tensor<4x4xindex>) attributes {test.kernel}
  func.func private @fn.0(%arg0: vector<2x2xindex>, %arg1: memref<3xf32>, %arg2: f32 {llvm.noundef, test.tag = "x"}, %arg3: index {test.foo = 1 : i32}) -> memref<?x4xindex> attributes {test.kernel} {
    %0 = tensor.empty() : tensor<4x4xf32>
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %inserted = tensor.insert %arg2 into %0[%c2, %c1] : tensor<4x4xf32>
    %cst = arith.constant dense<0> : tensor<2x4xindex>
    %1 = arith.cmpi sle, %cst, %cst : tensor<2x4xindex>
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<4x4xf64>
    %alloca = memref.alloca() : memref<4x4xf64>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<4x4xf64>) outs(%alloca : memref<4x4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %5 = arith.addf %in, %out : f64
      linalg.yield %5 : f64
    }
    %alloc_0 = memref.alloc() : memref<3x4xi16>
    %alloc_1 = memref.alloc() : memref<3x4xi16>
    %alloc_2 = memref.alloc() {alignment = 16 : i64} : memref<3xi16>
    linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%alloc_0, %alloc_1 : memref<3x4xi16>, memref<3x4xi16>) outs(%alloc_2 : memref<3xi16>) {
    ^bb0(%in: i16, %in_9: i16, %out: i16):
      %5 = arith.addi %in, %in_9 : i16
      %6 = arith.addi %5, %out : i16
      linalg.yield %6 : i16
    }
    %alloc_3 = memref.alloc() : memref<3xf64>
    memref.dealloc %alloc_3 : memref<3xf64>
    %cst_4 = arith.constant 1.500000e-01 : f32
    %2 = arith.extf %cst_4 : f32 to f64
    %cst_5 = arith.constant dense<[[1.500000e-01, 2.500000e+00], [-1.000000e+00, 1.500000e-01], [4.000000e+02, 0.000000e+00], [5.000000e-01, 5.000000e-01]]> : tensor<4x2xf32>
    %cst_6 = arith.constant dense<[0.000000e+00, 1.000000e+00]> : tensor<2xf32>
    %reduced = linalg.reduce ins(%cst_5 : tensor<4x2xf32>) outs(%cst_6 : tensor<2xf32>) dimensions = [0] 
      (%in: f32, %init: f32) {
        %5 = arith.addf %in, %init : f32
        linalg.yield %5 : f32
      }
    %cst_7 = arith.constant dense<3.000000e+00> : vector<8x2xf64>
    %3 = math.absf %cst_7 fastmath<afn> : vector<8x2xf64>
    %c49_i16 = arith.constant 49 : i16
    %4 = math.ctlz %c49_i16 : i16
    %c3 = arith.constant 3 : index
    %alloca_8 = memref.alloca(%c3) : memref<?x4xindex>
    return %alloca_8 : memref<?x4xindex>
  }
  func.func @f1(%arg0: index, %arg1: index, %arg2: f32, %arg3: tensor<3x?xi32>) -> (index {llvm.noundef}, vector<4xindex>) {
    %cst = arith.constant dense<1> : tensor<3xi32>
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %cst[%c1] : tensor<3xi32>
    %alloca = memref.alloca() : memref<4x4xindex>
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    memref.store %arg1, %alloca[%c0, %c1_0] : memref<4x4xindex>
    %alloc = memref.alloc() : memref<4x4xindex>
    %c0_1 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %0 = memref.load %alloc[%c0_1, %c3] : memref<4x4xindex>
    %cst_2 = arith.constant dense<[-7.500000e+00, 1.000000e+00, 1.000000e+02]> : vector<3xf16>
    %cst_3 = arith.constant dense<[-2.500000e-01, 1.000000e+00, -1.000000e+00]> : vector<3xf16>
    %1 = arith.mulf %cst_2, %cst_3 : vector<3xf16>
    %collapse_shape = memref.collapse_shape %alloc [[0, 1]] : memref<4x4xindex> into memref<16xindex>
    %cst_4 = arith.constant dense<[0.000000e+00, 1.000000e+02, -2.500000e-01]> : vector<3xf64>
    %2 = math.asinh %cst_4 fastmath<nnan,ninf> : vector<3xf64>
    %3 = scf.while (%arg4 = %arg2) : (f32) -> f32 {
      %cst_6 = arith.constant dense<-1.000000e+00> : vector<3x1xf16>
      %4 = arith.negf %cst_6 fastmath<arcp> : vector<3x1xf16>
      %c32767_i16 = arith.constant 32767 : i16
      %c-1_i16 = arith.constant -1 : i16
      %5 = arith.cmpi uge, %c32767_i16, %c-1_i16 : i16
      %cst_7 = arith.constant 4.000000e+02 : f32
      scf.condition(%5) %cst_7 : f32
    } do {
    ^bb0(%arg4: f32):
      %4 = tensor.empty() : tensor<4x3x3xi64>
      scf.yield %arg4 : f32
    }
    %c-1 = arith.constant -1 : index
    %cst_5 = arith.constant dense<[68, 1, -1, 4611686018427387903]> : vector<4xindex>
    return %c-1, %cst_5 : index, vector<4xindex>
  }
}

