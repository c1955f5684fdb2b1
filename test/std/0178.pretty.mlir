module attributes {test.module_note = "std"} {
  func.func @f0(%arg0: index) -> (vector<1x4x8xi64> {llvm.noundef}, i64) attributes {llvm.emit_c_interface, note = "generated"} {
    %0:2 = call @f0(%arg0) : (index) -> (vector<1x4x8xi64>, i64)
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<4xi64>
    %subview = memref.subview %alloc[0] [2] [3] : memref<4xi64> to memref<2xi64, strided<[3]>>
    %1 = arith.cmpi sge, %arg0, %arg0 : index
    cf.assert %1, "x must be \22positive\22"
    %2 = arith.cmpi eq, %arg0, %arg0 : index
    %cst = arith.constant dense<4611686018427387903> : vector<1x4x8xi64>
    return %cst, %0#1 : vector<1x4x8xi64>, i64
  }
  func.func @f1(%arg0: index, %arg1: i64 {test.foo = 1 : i32}) -> memref<4x1xi32> attributes {test.kernel} {
    %true = arith.constant true
    %cst = arith.constant dense<[-14, 1, -1, 16]> : vector<4xi32>
    %0 = arith.select %true, %cst, %cst : vector<4xi32>
    %c-10_i32 = arith.constant -10 : i32
    %c31_i32 = arith.constant 31 : i32
    %low, %high = arith.mului_extended %c-10_i32, %c31_i32 : i32
    %cst_0 = arith.constant -7.500000e+00 : bf16
    %1 = arith.cmpf oge, %cst_0, %cst_0 : bf16
    %c7 = arith.constant 7 : index
    %2 = tensor.empty(%c7) : tensor<4x?xi64>
    %alloc = memref.alloc() : memref<4x1xi32>
    return %alloc : memref<4x1xi32>
  }
}

