func.func private @ext0(vector<8xi64>, tensor<8xf16>) -> i32
func.func private @ext1(f16) -> (i16, tensor<4xi32>) attributes {passthrough = ["nounwind"], level = 2 : i64}
func.func @kernel_0(%arg: f16 {test.foo = 1 : i32}) {
  %2 = arith.constant true
  %v3 = arith.constant dense<-6> : vector<8xi32>
  %acc = arith.select %2, %v3, %v3 : vector<8xi32>
  cf.assert %2, ""
  %5 = memref.alloc() : memref<8xi32>
  %6 = arith.constant 4 : index
  %subview = memref.subview %5[3] [%6] [1] : memref<8xi32> to memref<?xi32, strided<[1], offset: 3>>
  %empty_8 = tensor.empty() : tensor<1xi8>
  %cmp = arith.cmpi slt, %empty_8, %empty_8 : tensor<1xi8>
  %10 = arith.constant 0 : index
  %c = arith.constant 3 : index
  %t12 = arith.constant 39 : i32
  %15 = scf.for %13 = %10 to %6 step %c iter_args(%x_1 = %t12) -> (i32) {
    scf.forall (%t16, %tmp17) in (7, 1) {
      %t18 = arith.constant 6 : index
      %x19 = arith.constant 5 : index
      %tmp20 = memref.alloc(%t18)[%x19] {alignment = 64} : memref<?x4xi32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
      %21 = arith.constant 0x45 : i64
      %ori = arith.ori %21, %21 : i64
      %neg_23 = arith.negf %arg : f16
    }
    scf.yield %t12 : i32
  }
  func.return
}
