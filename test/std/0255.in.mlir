!tensor0 = tensor<8xindex>
!vec1 = vector<2x8xindex>
!buf2 = memref<4x2x8xi16>
!buf3 = memref<4x2xi16>
!buf4 = memref<8xi16, strided<[1]>>

module {
  func.func private @ext0(i64 {llvm.signext}, memref<4x2x8xf32>, index) -> (index) attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1(tensor<1x2x3xf32> {llvm.noundef}, vector<4x2x8xindex>, i64)
  func.func @kernel_0(%1: tensor<8xf32>, %arg: f32 {llvm.noundef}, %arg_3: tensor<4x2x?xi64>) -> (memref<8xf32> {llvm.noundef}) {
    %acc = arith.constant 1.0 : bf16
    %tmp5 = arith.minnumf %acc, %acc : bf16
    %cst_6 = arith.constant dense<[4611686018427387903, 46, 0, 1, 0, 42, 15, 1]> : !tensor0
    %lhs = arith.ceildivui %cst_6, %cst_6 : tensor<8xindex>
    %cst = arith.constant dense<34> : vector<2x8xindex>
    %x_1 = arith.ori %cst, %cst : !vec1
    %x10 = arith.constant -10 : index
    %from_elements_11 = tensor.from_elements %x10 : tensor<1xindex>  // note
    %12 = arith.constant 1.5e-1 : f32
    %13 = memref.alloc() : !buf2
    %14 = memref.alloc() {alignment = 16 : i64} : !buf3
    linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : memref<4x2x8xi16>) outs(%14 : memref<4x2xi16>) {
    ^bb0(%in: i16, %16: i16):
      %s_17 = arith.addi %in, %16 : i16
      linalg.yield %s_17 : i16
    }
    %a.b = memref.reinterpret_cast %14 to offset: [0], sizes: [8], strides: [1] : !buf3 to !buf4
    %19 = memref.alloca() : memref<8xf32>
    func.return %19 : memref<8xf32>
  }
}
