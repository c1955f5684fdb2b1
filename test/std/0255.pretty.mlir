#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func private @ext0(i64 {llvm.signext}, memref<4x2x8xf32>, index) -> index attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1(tensor<1x2x3xf32> {llvm.noundef}, vector<4x2x8xindex>, i64)
  func.func @kernel_0(%arg0: tensor<8xf32>, %arg1: f32 {llvm.noundef}, %arg2: tensor<4x2x?xi64>) -> (memref<8xf32> {llvm.noundef}) {
    %cst = arith.constant 1.000000e+00 : bf16
    %0 = arith.minnumf %cst, %cst : bf16
    %cst_0 = arith.constant dense<[4611686018427387903, 46, 0, 1, 0, 42, 15, 1]> : tensor<8xindex>
    %1 = arith.ceildivui %cst_0, %cst_0 : tensor<8xindex>
    %cst_1 = arith.constant dense<34> : vector<2x8xindex>
    %2 = arith.ori %cst_1, %cst_1 : vector<2x8xindex>
    %c-10 = arith.constant -10 : index
    %from_elements = tensor.from_elements %c-10 : tensor<1xindex>
    %cst_2 = arith.constant 1.500000e-01 : f32
    %alloc = memref.alloc() : memref<4x2x8xi16>
    %alloc_3 = memref.alloc() {alignment = 16 : i64} : memref<4x2xi16>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc : memref<4x2x8xi16>) outs(%alloc_3 : memref<4x2xi16>) {
    ^bb0(%in: i16, %out: i16):
      %3 = arith.addi %in, %out : i16
      linalg.yield %3 : i16
    }
    %reinterpret_cast = memref.reinterpret_cast %alloc_3 to offset: [0], sizes: [8], strides: [1] : memref<4x2xi16> to memref<8xi16, strided<[1]>>
    %alloca = memref.alloca() : memref<8xf32>
    return %alloca : memref<8xf32>
  }
}

