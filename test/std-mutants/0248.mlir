// ir-gen std --seed 177 --size 19
func.func public @fn.0(%arg: f16, %arg_2: memref<3x8x4xf16>, %3: tensor<3x?x?xf16> {llvm.noundef, test.tag = "x"}) -> (memref<1x?xf16> {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
  %c = arith.constant 0 : i1
  scf.if %c {
    %5 = arith.constant 0 : index
    %7 = arith.constant 9 : index
    %v9 = arith.constant 2 : index
    scf.for %x_1 = %5 to %7 step %v9 {    // keep
      %rhs = memref.alloc() {alignment = 16 : i64} : memref<2048xi8>
      %a.b = arith.constant 0 : index
      %x13 = arith.constant 5 : index
      %14 = memref.view %rhs[%a.b][%x13] : memref<2048xi8> to memref<?x4xf64>
      %15 = arith.extf %arg : f16 to f32
      %alloca = memref.alloca() : memref<3x8xf64>
      %lhs = memref.alloc() : memref<3x8x4xf64>
      linalg.broadcast ins(%alloca : memref<3x8xf64>) outs(%lhs : memref<3x8x4xf64>) dimensions = [2]
    }
    %18 = arith.constant -7.5 : f64

    %19 = arith.constant -1.0 : f64
    %20 = arith.subf %18, %19 fastmath<nnan, ninf, nsz> : f64
    scf.yield
  } else {
    %c_21 = arith.constant 1 : i32
    // ---- comment line ----
    %low, %high = arith.mulsi_extended %c_21, %c_21 : i32
    %tmp24 = arith.constant 100.0 : f64
    %x25 = math.erfc %tmp24 fastmath<fast> : f64
    scf.yield //
  }
  %cst = arith.constant 4.0E+2 : bf16
  %fptosi = arith.fptosi %cst : bf16 to i32 // TODO: check
  cf.cond_br %c, ^b1, ^b1
^b1:
  %28 = arith.constant 0 : i64
  cf.br ^b2(%fptosi, %28 : i32, i64)
^b2(%ba: i32, %30: i64):
  cf.cond_br %c, ^b3, ^b3
^b3:
  %c_32 = arith.constant 6 : index
  %v33 = memref.alloc(%c_32) {alignment = 16 : i64} : memref<1x?xf16>
  return %v33 : memref<1x?xf16>
}
func.func public @compute1(%acc: memref<3xi64>, %2: memref<?x?x4xf16>) -> (tensor<3x8x4xi16>, f64, i8 {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
  %c = arith.constant 65 : i32  // note
  %tmp4 = arith.cmpi sle, %c, %c : i32
  cf.assert %tmp4, "bounds check"
  %5 = arith.constant 1 : i1
  cf.assert %5, ""
  %6 = arith.constant 0x7fff : i16
  %v7 = arith.constant 0x0 : i16
  %v8 = math.ipowi %6, %v7 : i16
  cf.assert %5, "x must be \"positive\""
  %9 = arith.constant -1 : index
  %10 = arith.cmpi eq, %9, %9 : index
  cf.assert %10, "x must be \"positive\""
  %cst_11 = arith.constant dense<1.000000e+00> : vector<4x2xf16>
  %tmp13:2 = scf.while (%x_1 = %cst_11) : (vector<4x2xf16>) -> (f16, i64) {
    %t14 = arith.constant 0x1 : i64
    %splat_15 = tensor.splat %t14 : tensor<1x1xi64>
    // ---- comment line ----
    %16 = arith.constant 4611686018427387903 : i64
    %cmp_17 = arith.cmpi eq, %16, %16 : i64
    %cst_18 = arith.constant 1.0 : f16
    %sel_19 = arith.select %cmp_17, %cst_18, %cst_18 : f16
    %20 = arith.constant 0 : index
    %22 = arith.constant 6 : index
    %23 = arith.constant 1 : index
    %25 = scf.parallel (%i_24) = (%20) to (%22) step (%23) init (%c) -> (i32) { // TODO: check
      scf.reduce(%c : i32) {
      ^bb0(%lhs_26: i32, %rhs: i32):
        %val = arith.xori %lhs_26, %rhs : i32
        scf.reduce.return %val : i32
      }
    }
    scf.condition(%cmp_17) %cst_18, %t14 : f16, i64 // TODO: check
  } do {
  ^bb0(%arg: f16, %lhs: i64):
    scf.yield %cst_11 : vector<4x2xf16>
  }
  %empty_31 = tensor.empty() : tensor<3x8x4xi16>
  %x32 = arith.constant 0.5 : f64
  %34 = arith.constant 127 : i8
}
