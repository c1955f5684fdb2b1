module {
  func.func private @ext0(f64 {llvm.noundef}, tensor<1x8xf64>) -> (tensor<8x4xi32>, index {llvm.noundef})
  func.func @fn.0(%arg_1: f64 {test.foo = 1 : i32}) -> (memref<1x8xf64>, memref<1x?xf64> {llvm.noundef, test.tag = "x"}) {
    %c_2 = arith.constant -1 : i64
    %3 = arith.minsi %c_2, %c_2 : i64
    %c_4 = arith.constant 45 : index
    %cmp = arith.cmpi sle, %c_4, %c_4 : index
    %res:2 = scf.if %cmp -> (vector<1xf64>, f32) {
      %7 = arith.ceildivui %c_4, %c_4 : index
      %8 = arith.constant dense<[3.0]> : vector<1xf64>
      %t9 = arith.constant 0.5 : f32
      scf.yield %8, %t9 : vector<1xf64>, f32
    } else {
      %10 = arith.constant dense<[-7.5]> : vector<1xf64>
      %cst = arith.constant -7.5 : f32
      scf.yield %10, %cst : vector<1xf64>, f32
    }
    %alloc_12 = memref.alloc() : memref<1x8xf64>
    %x_1 = arith.constant 2 : index
    %alloc = memref.alloc(%x_1) {alignment = 64} : memref<1x?xf64>
    return %alloc_12, %alloc : memref<1x8xf64>, memref<1x?xf64>
    // ---- comment line ----
  }
  func.func @f1(%1: f64, %arg_2: tensor<8x3x8xi16>, %3: f64 {llvm.noundef}) -> (memref<4x1xf64>) attributes {passthrough = ["nounwind"], level = 2 : i64} {
    %x4 = arith.constant 2.5 : f64
    %remf = arith.remf %x4, %3 fastmath<arcp> : f64
    cf.br ^loop_1
  ^loop_1:
    %x6 = tensor.from_elements %x4 : tensor<1xf64>
    %x7 = arith.constant 3 : index
    %cmp_8 = arith.cmpi eq, %x7, %x7 : index
    %rhs = arith.constant 0.0 : f64
    cf.cond_br %cmp_8, ^then2(%remf : f64), ^then2(%rhs : f64)
  ^then2(%ba: f64):
    %a.b = arith.constant 11 : i16
    %x12 = arith.bitcast %a.b : i16 to f16
    cf.br ^b3
  ^b3:
    %res = arith.constant 35 : i16
    %14 = arith.constant -1 : i16 // TODO: check
    // ---- comment line ----
    %x15 = arith.cmpi sle, %res, %14 : i16
    cf.cond_br %x15, ^b4, ^b4
  ^b4:
    %x_1 = memref.alloc() : memref<4x1xf64>
    return %x_1 : memref<4x1xf64>
  }
}
