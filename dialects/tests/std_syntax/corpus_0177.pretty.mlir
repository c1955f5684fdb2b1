module {
  func.func public @fn.0(%arg0: f16, %arg1: memref<3x8x4xf16>, %arg2: tensor<3x?x?xf16> {llvm.noundef, test.tag = "x"}) -> (memref<1x?xf16> {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
    %0 = "t.arith_constant"() <{value = false}> : () -> i1
    scf.if %0 {
      %8 = "t.arith_constant"() <{value = 0 : index}> : () -> index
      %9 = "t.arith_constant"() <{value = 9 : index}> : () -> index
      %10 = "t.arith_constant"() <{value = 2 : index}> : () -> index
      scf.for %arg3 = %8 to %9 step %10 {
        %14 = "t.memref_alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
        %15 = "t.arith_constant"() <{value = 0 : index}> : () -> index
        %16 = "t.arith_constant"() <{value = 5 : index}> : () -> index
        %17 = "t.memref_view"(%14, %15, %16) : (memref<2048xi8>, index, index) -> memref<?x4xf64>
        %18 = "t.arith_extf"(%arg0) : (f16) -> f32
        %19 = "t.memref_alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x8xf64>
        %20 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x8x4xf64>
        "t.linalg_broadcast"(%19, %20) <{dimensions = array<i64: 2>}> ({
        ^bb0(%arg4: f64, %arg5: f64):
          "t.linalg_yield"(%arg4) : (f64) -> ()
        }) : (memref<3x8xf64>, memref<3x8x4xf64>) -> ()
      }
      %11 = "t.arith_constant"() <{value = -7.500000e+00 : f64}> : () -> f64
      %12 = "t.arith_constant"() <{value = -1.000000e+00 : f64}> : () -> f64
      %13 = "t.arith_subf"(%11, %12) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f64, f64) -> f64
    } else {
      %8 = "t.arith_constant"() <{value = 1 : i32}> : () -> i32
      %9:2 = "t.arith_mulsi_extended"(%8, %8) : (i32, i32) -> (i32, i32)
      %10 = "t.arith_constant"() <{value = 1.000000e+02 : f64}> : () -> f64
      %11 = "t.math_erfc"(%10) <{fastmath = #arith.fastmath<fast>}> : (f64) -> f64
    }
    %1 = "t.arith_constant"() <{value = 4.000000e+02 : bf16}> : () -> bf16
    %2 = "t.arith_fptosi"(%1) : (bf16) -> i32
    cf.cond_br %0, ^bb1, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %3 = "t.arith_constant"() <{value = 0 : i64}> : () -> i64
    cf.br ^bb2(%2, %3 : i32, i64)
  ^bb2(%4: i32, %5: i64):  // pred: ^bb1
    cf.cond_br %0, ^bb3, ^bb3
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %6 = "t.arith_constant"() <{value = 6 : index}> : () -> index
    %7 = "t.memref_alloc"(%6) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<1x?xf16>
    return %7 : memref<1x?xf16>
  }
  func.func public @compute1(%arg0: memref<3xi64>, %arg1: memref<?x?x4xf16>) -> (tensor<3x8x4xi16>, f64, i8 {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
    %0 = "t.arith_constant"() <{value = 65 : i32}> : () -> i32
    %1 = "t.arith_cmpi"(%0, %0) <{predicate = 3 : i64}> : (i32, i32) -> i1
    cf.assert %1, "bounds check"
    %2 = "t.arith_constant"() <{value = true}> : () -> i1
    cf.assert %2, ""
    %3 = "t.arith_constant"() <{value = 32767 : i16}> : () -> i16
    %4 = "t.arith_constant"() <{value = 0 : i16}> : () -> i16
    %5 = "t.math_ipowi"(%3, %4) : (i16, i16) -> i16
    cf.assert %2, "x must be \22positive\22"
    %6 = "t.arith_constant"() <{value = -1 : index}> : () -> index
    %7 = "t.arith_cmpi"(%6, %6) <{predicate = 0 : i64}> : (index, index) -> i1
    cf.assert %7, "x must be \22positive\22"
    %8 = "t.arith_constant"() <{value = dense<1.000000e+00> : vector<4x2xf16>}> : () -> vector<4x2xf16>
    %9:2 = scf.while (%arg2 = %8) : (vector<4x2xf16>) -> (f16, i64) {
      %13 = "t.arith_constant"() <{value = 1 : i64}> : () -> i64
      %14 = "t.tensor_splat"(%13) : (i64) -> tensor<1x1xi64>
      %15 = "t.arith_constant"() <{value = 4611686018427387903 : i64}> : () -> i64
      %16 = "t.arith_cmpi"(%15, %15) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %17 = "t.arith_constant"() <{value = 1.000000e+00 : f16}> : () -> f16
      %18 = "t.arith_select"(%16, %17, %17) : (i1, f16, f16) -> f16
      %19 = "t.arith_constant"() <{value = 0 : index}> : () -> index
      %20 = "t.arith_constant"() <{value = 6 : index}> : () -> index
      %21 = "t.arith_constant"() <{value = 1 : index}> : () -> index
      %22 = scf.parallel (%arg3) = (%19) to (%20) step (%21) init (%0) -> i32 {
        scf.reduce(%0 : i32) {
        ^bb0(%arg4: i32, %arg5: i32):
          %23 = "t.arith_xori"(%arg4, %arg5) : (i32, i32) -> i32
          scf.reduce.return %23 : i32
        }
      }
      scf.condition(%16) %17, %13 : f16, i64
    } do {
    ^bb0(%arg2: f16, %arg3: i64):
      scf.yield %8 : vector<4x2xf16>
    }
    %10 = "t.tensor_empty"() : () -> tensor<3x8x4xi16>
    %11 = "t.arith_constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    %12 = "t.arith_constant"() <{value = 127 : i8}> : () -> i8
    return %10, %11, %12 : tensor<3x8x4xi16>, f64, i8
  }
}

