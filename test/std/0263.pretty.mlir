#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func private @ext0(vector<8xi64>, tensor<8xf16>) -> i32
  func.func private @ext1(f16) -> (i16, tensor<4xi32>) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func @kernel_0(%arg0: f16 {test.foo = 1 : i32}) {
    %true = arith.constant true
    %cst = arith.constant dense<-6> : vector<8xi32>
    %0 = arith.select %true, %cst, %cst : vector<8xi32>
    cf.assert %true, ""
    %alloc = memref.alloc() : memref<8xi32>
    %c4 = arith.constant 4 : index
    %subview = memref.subview %alloc[3] [%c4] [1] : memref<8xi32> to memref<?xi32, strided<[1], offset: 3>>
    %1 = tensor.empty() : tensor<1xi8>
    %2 = arith.cmpi slt, %1, %1 : tensor<1xi8>
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c39_i32 = arith.constant 39 : i32
    %3 = scf.for %arg1 = %c0 to %c4 step %c3 iter_args(%arg2 = %c39_i32) -> (i32) {
      scf.forall (%arg3, %arg4) in (7, 1) {
        %c6 = arith.constant 6 : index
        %c5 = arith.constant 5 : index
        %alloc_0 = memref.alloc(%c6)[%c5] {alignment = 64 : i64} : memref<?x4xi32, #map>
        %c69_i64 = arith.constant 69 : i64
        %4 = arith.ori %c69_i64, %c69_i64 : i64
        %5 = arith.negf %arg0 : f16
      }
      scf.yield %c39_i32 : i32
    }
    return
  }
}

