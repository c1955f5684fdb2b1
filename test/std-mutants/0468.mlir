// ir-gen std --seed 217 --size 11
!tensor0 = tensor<?x?xi64>
!tensor1 = tensor<3xindex>
!tensor2 = tensor<8xi8>
!buf3 = memref<8xf32>

module attributes {test.module_note = "std"} {
  func.func private @ext0(i64 {llvm.noundef, test.tag = "x"}) -> (memref<8xi64> {llvm.noundef}) attributes {test.kernel}
  func.func private @ext1(i64, i64, f32) -> (f32 {llvm.noundef})
  func.func private @compute0(%1: f64, %2: f32, %arg: !tensor0, %y: bf16) {
    %5 = arith.constant 0 : index
    %6 = arith.constant 0 : index
    %t7 = tensor.extract %arg[%5, %6] : !tensor0
    %t8 = tensor.from_elements %6, %5, %6 : !tensor1
    %cst = arith.constant dense<127> : tensor<8xi8>
    %rhs = arith.constant dense<[0,54,0,127,-10,36,-14,65]> : tensor<8xi8>
    %lin = linalg.mul ins(%cst, %rhs : tensor<8xi8>, !tensor2) outs(%rhs : tensor<8xi8>) -> !tensor2
    %tmp12 = arith.divf %2, %2 fastmath<nnan,ninf> : f32
    %tan_13 = math.tan %2 fastmath<fast> : f32
    func.return
  }
  func.func private @kernel_1(%1: i32 {llvm.noundef}, %arg: !buf3) -> (i64) {

    %cast_3 = memref.cast %arg : memref<8xf32> to memref<?xf32>
    %4 = arith.constant -1.0 : f64
    %x5 = math.rsqrt %4 : f64 //
    %c = arith.constant true
    %7 = arith.shli %c, %c overflow<nuw,nsw> : i1
    %8 = arith.constant 6 : index
    %c_9 = arith.constant 6 : index
    %10 = memref.alloc(%8)[%c_9] {alignment = 64} : memref<?x4xi32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
    cf.assert %7, "x must be \"positive\""
    %c_11 = arith.constant 4611686018427387903 : i64
  }
}
