// ir-gen std --seed 16 --size 8
module @inner {
  func.func @helper9(%tmp1: bf16, %2: i64 {test.foo = 1 : i32}) -> memref<8xf64> {
    %3 = arith.constant -18 : index
    %cmp_4 = arith.cmpi ne, %3, %3 : index
    // ---- comment line ----
    cf.assert %cmp_4, "x must be \"positive\""
    cf.br ^bb1(%tmp1 : bf16)
  ^bb1(%tmp5: bf16):
    scf.if %cmp_4 {
      %6 = arith.constant 3.0 : f64
      %sin_7 = math.sin %6 fastmath<afn> : f64
      scf.yield
    }
    %x_1 = arith.constant 52 : i32
    %9 = arith.constant 0.0 : f16
    %rhs = arith.constant 1.0 : f16
    cf.switch %x_1 : i32, [default: ^next.2(%9 : f16), 3: ^next.2(%9 : f16), 4: ^next.2(%rhs : f16), 7: ^next.2(%rhs : f16)]
  ^next.2(%11: f16):
    %x12 = memref.alloc() : memref<8xf64>
    func.return %x12 : memref<8xf64>  // note
  }
}
func.func public @fn.0(%arg: memref<8xi64>, %arg_2: tensor<3xi32> {test.foo = 1 : i32}) attributes {ref = @inner::@helper9} {
  %x3 = arith.constant 0 : i64
  %c_4 = arith.constant 3 : i64
  %c = arith.constant 3 : i64
  %cst_6 = arith.constant 3.0 : bf16
  %9 = scf.for %iv_7 = %x3 to %c_4 step %c iter_args(%acc = %cst_6) -> bf16 : i64 {
    %10 = memref.subview %arg[6] [1] [1] : memref<8xi64> to memref<1xi64, strided<[1], offset: 6>>
    %rhs = tensor.empty() : tensor<3xindex>
    %12 = arith.cmpi ult, %rhs, %rhs : tensor<3xindex> //
    %13 = arith.constant 3 : index
    %splat = tensor.splat %c[%13] : tensor<?xi64>
    scf.yield %cst_6 : f16
  }
  %v16 = arith.constant false
  %cst = arith.constant 1.000000e+00 : bf16
  %sel_20 = arith.select %v16, %cst, %cst_6 : bf16
  cf.br ^bb1(%c : i64)
^bb1(%21: i64):
  %22 = arith.constant 127 : i8
  %t23 = math.ctpop %22 : i8
  %24 = arith.constant dense<[3.0, 0.5, 1.0, 4.0E+2, 4.0E+2, 1.000000e+00, 3.0, 1.000000e+00]> : vector<8xf32>
  %25 = arith.fptosi %24 : vector<8xf32> to vector<8xi16>
  cf.br ^bb2(%cst, %sel_20 : bf16, bf16)
^bb2(%ba: bf16, %x27: bf16):
  %tmp28 = arith.constant dense<1.5e-1> : vector<3xf32>
  %29 = math.asinh %tmp28 fastmath<none> : vector<3xf32>
  %c_30 = arith.constant 0 : i32
  cf.br ^next.3(%c_30 : i32)
^next.3(%v32: i32):
  return
}
