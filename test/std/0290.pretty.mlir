#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func private @ext0(memref<8x8xindex> {test.foo = 1 : i32}, index) -> vector<3x4xi32>
  func.func private @ext1(index {test.foo = 1 : i32}, memref<2x4xf32>, i64) -> memref<4x4xindex> attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func @compute0(%arg0: index {llvm.noundef, test.tag = "x"}, %arg1: i32, %arg2: tensor<2x4xindex> {test.foo = 1 : i32}) -> i64 attributes {test.kernel} {
    %cst = arith.constant dense<[[1.000000e+00, 5.000000e-01], [5.000000e-01, 2.500000e+00], [5.000000e-01, 1.000000e+02]]> : tensor<3x2xf32>
    %0 = scf.forall (%arg3) in (3) shared_outs(%arg4 = %cst) -> (tensor<3x2xf32>) {
      %alloca_4 = memref.alloca() : memref<2xindex>
      %c1_5 = arith.constant 1 : index
      %2 = memref.load %alloca_4[%c1_5] : memref<2xindex>
      %3 = tensor.empty() : tensor<1x1xf32>
      %inserted_slice = tensor.insert_slice %3 into %cst[1, 1] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<3x2xf32>
      %cst_6 = arith.constant dense<-2.500000e-01> : tensor<1x2xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %cst_6 into %arg4[%arg3, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<3x2xf32>
      }
    }
    %alloca = memref.alloca() : memref<2x4xindex>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    memref.store %arg0, %alloca[%c1, %c2] : memref<2x4xindex>
    %cast = memref.cast %alloca : memref<2x4xindex> to memref<2x?xindex>
    %alloca_0 = memref.alloca() : memref<2x3xf32>
    %alloc = memref.alloc() : memref<2x3xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloca_0, %alloc : memref<2x3xf32>, memref<2x3xf32>) outs(%alloca_0 : memref<2x3xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %2 = arith.addf %in, %in_4 : f32
      %3 = arith.addf %2, %out : f32
      linalg.yield %3 : f32
    }
    %c2_1 = arith.constant 2 : index
    %c2_2 = arith.constant 2 : index
    %c1_3 = arith.constant 1 : index
    %1:2 = scf.for %arg3 = %c2_1 to %c2_2 step %c1_3 iter_args(%arg4 = %c1_3, %arg5 = %arg0) -> (index, index) {
      %c4 = arith.constant 4 : index
      %c4_4 = arith.constant 4 : index
      %alloc_5 = memref.alloc(%c4)[%c4_4] {alignment = 64 : i64} : memref<?x4xindex, #map1>
      %alloc_6 = memref.alloc() : memref<2xindex>
      %c0 = arith.constant 0 : index
      %2 = memref.load %alloc_6[%c0] : memref<2xindex>
      scf.yield %arg5, %c2 : index, index
    }
    %c0_i64 = arith.constant 0 : i64
    return %c0_i64 : i64
  }
  func.func public @fn.1(%arg0: memref<2xi64>, %arg1: index, %arg2: i64 {llvm.noundef}, %arg3: tensor<2xf64>) -> (f32, tensor<2x4xindex>) {
    %0 = tensor.empty() : tensor<4x3xi64>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0 : tensor<4x3xi64>
    %c1 = arith.constant 1 : index
    memref.store %arg2, %arg0[%c1] : memref<2xi64>
    scf.forall (%arg4) in (4) {
      %cst_2 = arith.constant dense<1.500000e-01> : vector<2xf64>
      %4 = arith.negf %cst_2 fastmath<nnan,ninf> : vector<2xf64>
      %c4611686018427387903 = arith.constant 4611686018427387903 : index
      %5 = arith.ori %c4611686018427387903, %arg4 : index
    }
    %c33 = arith.constant 33 : index
    %1:2 = call @fn.1(%arg0, %c1, %arg2, %arg3) : (memref<2xi64>, index, i64, tensor<2xf64>) -> (f32, tensor<2x4xindex>)
    %cst = arith.constant dense<1> : vector<2xi16>
    %2 = arith.cmpi ugt, %cst, %cst : vector<2xi16>
    %cst_0 = arith.constant dense<4611686018427387903> : tensor<2xi64>
    %3 = arith.maxsi %cst_0, %cst_0 : tensor<2xi64>
    %cst_1 = arith.constant dense<[[20, -8, 0, 0], [1, 65, 1, -14]]> : tensor<2x4xindex>
    return %1#0, %cst_1 : f32, tensor<2x4xindex>
  }
}

