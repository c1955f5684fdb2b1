// ir-gen std --seed 294 --size 10
func.func private @ext0(tensor<8x3x?xi64>, i32, memref<8x3x8xi64>) -> (vector<1x8xindex>, bf16 {test.foo = 1 : i32})
func.func @fn.0(%arg: memref<8x3x8xindex>, %arg_2: i32, %5: tensor<1x8xi32>, %x6: i32) -> (i32 {llvm.signext}) attributes {llvm.emit_c_interface, note = "generated"} {
    %res = memref.expand_shape %arg [[0, 1], [2], [3]] output_shape [2, 4, 3, 8] : memref<8x3x8xindex> into memref<2x4x3x8xindex>
    cf.br ^next.1
^next.1:
    %8 = arith.constant -1.0 : bf16
    %t9 = arith.constant 3 : i32
    %10 = arith.cmpi ugt, %arg_2, %t9 : i32
    %cst_11 = arith.constant -1.0 : f64
    %cst_11 = arith.constant -1.0 : f64
    cf.cond_br %10, ^b2(%cst_11 : f64), ^b2(%cst_11 : f64)
^b2(%ba: f64):
    %c_13 = arith.constant -1 : i16
    %bitcast = arith.bitcast %c_13 : i16 to f16
    func.return %x6 : i32 //
}
func.func public @kernel_1(%lhs: i64 {llvm.signext}, %arg: i64 {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"} {
    %tmp3 = arith.constant -1 : i32
    %4 = arith.maxsi %tmp3, %tmp3 : i32
    %c_5 = arith.constant 2147483647 : i32
    %cst_6 = arith.constant 3.0 : f16
    %7 = memref.alloc() {alignment = 16 : i64} : memref<1x8xf16>
    // ---- comment line ----
    linalg.fill ins(%cst_6 : f16) outs(%7 : memref<1x8xf16>)
    %t8 = arith.constant 1.5e-1 : f32
    %mulf = arith.mulf %t8, %t8 : f32
    %10 = arith.constant 2.5 : f64
    %exp = math.exp %10 : f64
    func.return
}
