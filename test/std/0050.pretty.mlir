#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @ext0(tensor<8x4x8xindex>) -> (i8 {llvm.zeroext}) attributes {test.kernel}
  func.func private @ext1(memref<8xindex>) -> (i32, vector<8xindex>)
  module @inner {
    func.func private @helper8(%arg0: i8, %arg1: tensor<8xindex> {llvm.noundef}, %arg2: tensor<4x4xi8>, %arg3: index) -> (i8 {llvm.noundef}, i8 {llvm.noundef}) {
      %c0_i32 = arith.constant 0 : i32
      %low, %high = arith.mului_extended %c0_i32, %c0_i32 : i32
      %cst = arith.constant dense<1.000000e+02> : tensor<8xf32>
      %0 = math.isinf %cst : tensor<8xf32>
      %cst_0 = arith.constant 0.000000e+00 : bf16
      %1 = math.isinf %cst_0 : bf16
      return %arg0, %arg0 : i8, i8
    }
  }
  func.func private @kernel_0(%arg0: index {llvm.noundef}, %arg1: index {llvm.noundef}, %arg2: index {test.foo = 1 : i32}) -> i8 attributes {ref = @inner::@helper8} {
    %alloca = memref.alloca() : memref<8xi8>
    %c4 = arith.constant 4 : index
    %0 = memref.load %alloca[%c4] : memref<8xi8>
    %cst = arith.constant dense<1.000000e+00> : vector<8x4x8xf32>
    %c0 = arith.constant 0 : index
    %1:2 = scf.while (%arg3 = %cst, %arg4 = %c0) : (vector<8x4x8xf32>, index) -> (vector<8x4x8xf32>, index) {
      %c6 = arith.constant 6 : index
      %7 = tensor.empty(%c6) : tensor<?xindex>
      %8 = arith.cmpi ugt, %arg1, %arg0 : index
      scf.condition(%8) %cst, %c6 : vector<8x4x8xf32>, index
    } do {
    ^bb0(%arg3: vector<8x4x8xf32>, %arg4: index):
      %cst_2 = arith.constant dense<1> : tensor<8x4x8xi8>
      %7 = scf.forall (%arg5) in (8) shared_outs(%arg6 = %cst_2) -> (tensor<8x4x8xi8>) {
        %false = arith.constant false
        cf.assert %false, "x must be \22positive\22"
        %8 = tensor.empty() : tensor<1x4x8xi8>
        scf.forall.in_parallel {
          tensor.parallel_insert_slice %8 into %arg6[%arg5, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<1x4x8xi8> into tensor<8x4x8xi8>
        }
      }
      %alloc = memref.alloc() : memref<8x4x8xindex>
      %cast = memref.cast %alloc : memref<8x4x8xindex> to memref<?x?x8xindex>
      scf.yield %cst, %arg0 : vector<8x4x8xf32>, index
    }
    %2 = tensor.empty() : tensor<8x4x8xindex>
    %3 = scf.forall (%arg3) in (8) shared_outs(%arg4 = %2) -> (tensor<8x4x8xindex>) {
      %alloc = memref.alloc() {alignment = 16 : i64} : memref<8x4xi16>
      linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<8x4xi16>) outs(%alloc : memref<8x4xi16>) {
      ^bb0(%in: i16, %out: i16):
        %7 = arith.addi %in, %out : i16
        linalg.yield %7 : i16
      }
      %c0_2 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %c2 = arith.constant 2 : index
      %extracted = tensor.extract %2[%c0_2, %c3, %c2] : tensor<8x4x8xindex>
      %cst_3 = arith.constant dense<4611686018427387903> : tensor<1x4x8xindex>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %cst_3 into %arg4[%arg3, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<1x4x8xindex> into tensor<8x4x8xindex>
      }
    }
    %cst_0 = arith.constant 1.500000e-01 : f32
    %4 = math.exp %cst_0 fastmath<arcp> : f32
    %cst_1 = arith.constant dense<[-2.500000e-01, -7.500000e+00, 4.000000e+02, 2.500000e+00, 5.000000e-01, -2.500000e-01, 1.000000e+02, 4.000000e+02]> : vector<8xf64>
    %5 = arith.mulf %cst_1, %cst_1 fastmath<arcp> : vector<8xf64>
    %6 = arith.negf %4 fastmath<arcp> : f32
    return %0 : i8
  }
}

