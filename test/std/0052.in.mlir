module {
  func.func @f0(%x1: vector<1xf64> {llvm.noundef}, %2: f16 {llvm.noundef, test.tag = "x"}, %x3: memref<4x1xf64> {llvm.noundef, test.tag = "x"}) -> memref<1xf16> {
    %cst = arith.constant dense<[[0.0], [4.0E+2], [3.0], [-1.0]]> : vector<4x1xbf16>
    %5 = arith.cmpf ueq, %cst, %cst fastmath<afn> : vector<4x1xbf16>
    %c_6 = arith.constant 1 : i1
    %7 = arith.constant -1.0 : f64
    cf.cond_br %c_6, ^bb2, ^bb1(%7 : f64)
  ^bb1(%tmp8: f64):
    %a.b = arith.constant -7.5 : f16
    %t10 = func.constant @f0 : (vector<1xf64>, f16, memref<4x1xf64>) -> memref<1xf16>
    %11 = func.call_indirect %t10(%x1, %a.b, %x3) : (vector<1xf64>, f16, memref<4x1xf64>) -> memref<1xf16>
    %acc = arith.constant 2147483647 : i32
    %t13 = arith.constant -7.5 : f16
    cf.switch %acc : i32, [default: ^bb2, 2: ^bb3, 4: ^then4(%t13 : f16), 5: ^bb3]
  ^bb2:
    %y = arith.constant -7.5 : bf16
    %absf = math.absf %y fastmath<fast> : bf16
    cf.br ^bb3
  ^bb3:

    %c_16 = arith.constant 6 : index
    %empty_17 = tensor.empty(%c_16) : tensor<4x?xf16>
    %x18 = arith.constant 3 : index
    %19 = arith.constant 0 : index
    %extracted_20 = tensor.extract %empty_17[%x18, %19] : tensor<4x?xf16>
    %c = arith.constant 1 : i16
    %t23 = arith.constant 0.5 : f16
    cf.switch %c : i16, [default: ^then4(%2 : f16), 0: ^then4(%t23 : f16)]
  ^then4(%ba: f16):
    %tmp25 = memref.alloca() : memref<1xf16>
    return %tmp25 : memref<1xf16>
  }
  // ---- comment line ----
  func.func @compute1(%1: f16 {test.foo = 1 : i32}, %t2: f16, %x3: f16 {test.foo = 1 : i32}) -> (f64 {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
    %4 = memref.alloca() {alignment = 16 : i64} : memref<1xf16>
    %sum = memref.reinterpret_cast %4 to offset: [0], sizes: [1], strides: [1] : memref<1xf16> to memref<1xf16, strided<[1]>>
    %6 = arith.constant -1 : index
    %x_1 = arith.cmpi sle, %6, %6 : index
    cf.cond_br %x_1, ^b1(%x3 : f16), ^b1(%x3 : f16)
  ^b1(%tmp8: f16):
    %9 = call @compute1(%t2, %t2, %t2) : (f16, f16, f16) -> f64
    %c = arith.constant false
    %tmp11 = arith.constant 0x10 : i64
    cf.cond_br %c, ^b2(%tmp11 : i64), ^bb4
  ^b2(%13: i64):
    %c_14 = arith.constant 2 : index
    %v15 = arith.constant 1 : index
    %16 = arith.constant 3.0 : f16
    // ---- comment line ----
    %17 = arith.constant 1.000000e+00 : f64
    %r, %x23 = scf.for %18 = %c_14 to %c_14 step %v15 iter_args(%acc_20 = %16, %21 = %17) -> (f16, f64) {
      %lhs = arith.constant 2 : index
      %25 = arith.constant 6 : index
      %v26 = arith.constant 2 : index
      %x27 = arith.constant 2.5 : f32
      %res:2 = scf.for %28 = %lhs to %25 step %v26 iter_args(%29 = %21, %acc = %x27) -> (f64, f32) {
        %t32 = arith.constant -7.5 : f32
        scf.yield %21, %t32 : f64, f32
      }
      scf.yield %acc_20, %res#0 : f16, f64

    }
    %t33 = arith.constant 1.000000e+00 : f16
    cf.br ^bb3(%t33, %x23 : f16, f64)
  ^bb3(%34: f16, %35: f64):
  // ---- comment line ----
    %36 = arith.constant 53 : i8
    // ---- comment line ----
    cf.switch %36 : i8, [default: ^bb4, 2: ^bb4, 3: ^bb4]  // note
  ^bb4:
    %37 = arith.constant 1.000000e+00 : f64
    func.return %37 : f64
  }
}
