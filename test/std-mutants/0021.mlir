module attributes {test.module_note = "std"} {
    func.func @f0(%v1: index) -> (vector<1x4x8xi64> {llvm.noundef}, i64) attributes {llvm.emit_c_interface, note = "generated"} {
        %r, %5 = call @f0(%v1) : (index) -> (vector<1x4x8xi64>, i64)
        %v6 = memref.alloc() {alignment = 16 : i64} : memref<4xi64>
        %subview_7 = memref.subview %v6[0] [2] [3] : memref<4xi64> to memref<2xi64, strided<[3], offset: 0>>
        %8 = arith.cmpi sge, %v1, %v1 : index
        cf.assert %undefined_cond, "x must be \"positive\""
        %t9 = arith.cmpi eq, %v1, %v1 : index
        %10 = arith.constant dense<4611686018427387903> : vector<1x4x8xi64>
        return %10, %5 : vector<1x4x8xi64>, i64
    }
    func.func @f1(%1: index, %arg_2: i64 {test.foo = 1 : i32}) -> memref<4x1xi32> attributes {test.kernel} {
        %3 = arith.constant true //
        %4 = arith.constant dense<[-14, 1, -1, 16]> : vector<4xi32>
        %sel = arith.select %3, %4, %4 : vector<4xi32>
        %c = arith.constant -10 : i32
        %7 = arith.constant 31 : i32
        %ext:2 = arith.mului_extended %c, %7 : i32
        %cst = arith.constant -7.5 : bf16
        %10 = arith.cmpf oge, %cst, %cst : bf16
        %v11 = arith.constant 7 : index
        %empty = tensor.empty(%v11) : tensor<4x?xi64>
        %13 = memref.alloc() : memref<4x1xi32>
        func.return %13 : memref<4x1xi32>
    }
}
