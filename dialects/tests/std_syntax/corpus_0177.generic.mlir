"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef, test.tag = "x"}], function_type = (f16, memref<3x8x4xf16>, tensor<3x?x?xf16>) -> memref<1x?xf16>, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "fn.0", sym_visibility = "public"}> ({
  ^bb0(%arg8: f16, %arg9: memref<3x8x4xf16>, %arg10: tensor<3x?x?xf16>):
    %24 = "t.arith_constant"() <{value = false}> : () -> i1
    "scf.if"(%24) ({
      %36 = "t.arith_constant"() <{value = 0 : index}> : () -> index
      %37 = "t.arith_constant"() <{value = 9 : index}> : () -> index
      %38 = "t.arith_constant"() <{value = 2 : index}> : () -> index
      "scf.for"(%36, %37, %38) ({
      ^bb0(%arg11: index):
        %42 = "t.memref_alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
        %43 = "t.arith_constant"() <{value = 0 : index}> : () -> index
        %44 = "t.arith_constant"() <{value = 5 : index}> : () -> index
        %45 = "t.memref_view"(%42, %43, %44) : (memref<2048xi8>, index, index) -> memref<?x4xf64>
        %46 = "t.arith_extf"(%arg8) : (f16) -> f32
        %47 = "t.memref_alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x8xf64>
        %48 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x8x4xf64>
        "t.linalg_broadcast"(%47, %48) <{dimensions = array<i64: 2>}> ({
        ^bb0(%arg12: f64, %arg13: f64):
          "t.linalg_yield"(%arg12) : (f64) -> ()
        }) : (memref<3x8xf64>, memref<3x8x4xf64>) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      %39 = "t.arith_constant"() <{value = -7.500000e+00 : f64}> : () -> f64
      %40 = "t.arith_constant"() <{value = -1.000000e+00 : f64}> : () -> f64
      %41 = "t.arith_subf"(%39, %40) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f64, f64) -> f64
      "scf.yield"() : () -> ()
    }, {
      %32 = "t.arith_constant"() <{value = 1 : i32}> : () -> i32
      %33:2 = "t.arith_mulsi_extended"(%32, %32) : (i32, i32) -> (i32, i32)
      %34 = "t.arith_constant"() <{value = 1.000000e+02 : f64}> : () -> f64
      %35 = "t.math_erfc"(%34) <{fastmath = #arith.fastmath<fast>}> : (f64) -> f64
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %25 = "t.arith_constant"() <{value = 4.000000e+02 : bf16}> : () -> bf16
    %26 = "t.arith_fptosi"(%25) : (bf16) -> i32
    "cf.cond_br"(%24)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %27 = "t.arith_constant"() <{value = 0 : i64}> : () -> i64
    "cf.br"(%26, %27)[^bb2] : (i32, i64) -> ()
  ^bb2(%28: i32, %29: i64):  // pred: ^bb1
    "cf.cond_br"(%24)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %30 = "t.arith_constant"() <{value = 6 : index}> : () -> index
    %31 = "t.memref_alloc"(%30) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<1x?xf16>
    "func.return"(%31) : (memref<1x?xf16>) -> ()
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = (memref<3xi64>, memref<?x?x4xf16>) -> (tensor<3x8x4xi16>, f64, i8), res_attrs = [{}, {}, {llvm.noundef, test.tag = "x"}], sym_name = "compute1", sym_visibility = "public"}> ({
  ^bb0(%arg0: memref<3xi64>, %arg1: memref<?x?x4xf16>):
    %0 = "t.arith_constant"() <{value = 65 : i32}> : () -> i32
    %1 = "t.arith_cmpi"(%0, %0) <{predicate = 3 : i64}> : (i32, i32) -> i1
    "cf.assert"(%1) <{msg = "bounds check"}> : (i1) -> ()
    %2 = "t.arith_constant"() <{value = true}> : () -> i1
    "cf.assert"(%2) <{msg = ""}> : (i1) -> ()
    %3 = "t.arith_constant"() <{value = 32767 : i16}> : () -> i16
    %4 = "t.arith_constant"() <{value = 0 : i16}> : () -> i16
    %5 = "t.math_ipowi"(%3, %4) : (i16, i16) -> i16
    "cf.assert"(%2) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %6 = "t.arith_constant"() <{value = -1 : index}> : () -> index
    %7 = "t.arith_cmpi"(%6, %6) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%7) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %8 = "t.arith_constant"() <{value = dense<1.000000e+00> : vector<4x2xf16>}> : () -> vector<4x2xf16>
    %9:2 = "scf.while"(%8) ({
    ^bb0(%arg4: vector<4x2xf16>):
      %13 = "t.arith_constant"() <{value = 1 : i64}> : () -> i64
      %14 = "t.tensor_splat"(%13) : (i64) -> tensor<1x1xi64>
      %15 = "t.arith_constant"() <{value = 4611686018427387903 : i64}> : () -> i64
      %16 = "t.arith_cmpi"(%15, %15) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %17 = "t.arith_constant"() <{value = 1.000000e+00 : f16}> : () -> f16
      %18 = "t.arith_select"(%16, %17, %17) : (i1, f16, f16) -> f16
      %19 = "t.arith_constant"() <{value = 0 : index}> : () -> index
      %20 = "t.arith_constant"() <{value = 6 : index}> : () -> index
      %21 = "t.arith_constant"() <{value = 1 : index}> : () -> index
      %22 = "scf.parallel"(%19, %20, %21, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
      ^bb0(%arg5: index):
        "scf.reduce"(%0) ({
        ^bb0(%arg6: i32, %arg7: i32):
          %23 = "t.arith_xori"(%arg6, %arg7) : (i32, i32) -> i32
          "scf.reduce.return"(%23) : (i32) -> ()
        }) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      "scf.condition"(%16, %17, %13) : (i1, f16, i64) -> ()
    }, {
    ^bb0(%arg2: f16, %arg3: i64):
      "scf.yield"(%8) : (vector<4x2xf16>) -> ()
    }) : (vector<4x2xf16>) -> (f16, i64)
    %10 = "t.tensor_empty"() : () -> tensor<3x8x4xi16>
    %11 = "t.arith_constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    %12 = "t.arith_constant"() <{value = 127 : i8}> : () -> i8
    "func.return"(%10, %11, %12) : (tensor<3x8x4xi16>, f64, i8) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

