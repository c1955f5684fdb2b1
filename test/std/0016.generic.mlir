"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}], function_type = (bf16, i64) -> memref<8xf64>, sym_name = "helper9"}> ({
    ^bb0(%arg4: bf16, %arg5: i64):
      %24 = "arith.constant"() <{value = -18 : index}> : () -> index
      %25 = "arith.cmpi"(%24, %24) <{predicate = 1 : i64}> : (index, index) -> i1
      "cf.assert"(%25) <{msg = "x must be \22positive\22"}> : (i1) -> ()
      "cf.br"(%arg4)[^bb1] : (bf16) -> ()
    ^bb1(%26: bf16):  // pred: ^bb0
      "scf.if"(%25) ({
        %32 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
        %33 = "math.sin"(%32) <{fastmath = #arith.fastmath<afn>}> : (f64) -> f64
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      %27 = "arith.constant"() <{value = 52 : i32}> : () -> i32
      %28 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
      %29 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
      "cf.switch"(%27, %28, %28, %29, %29)[^bb2, ^bb2, ^bb2, ^bb2] <{case_operand_segments = array<i32: 1, 1, 1>, case_values = dense<[3, 4, 7]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, f16, f16, f16, f16) -> ()
    ^bb2(%30: f16):  // 4 preds: ^bb1, ^bb1, ^bb1, ^bb1
      %31 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf64>
      "func.return"(%31) : (memref<8xf64>) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}], function_type = (memref<8xi64>, tensor<3xi32>) -> (), sym_name = "fn.0", sym_visibility = "public"}> ({
  ^bb0(%arg0: memref<8xi64>, %arg1: tensor<3xi32>):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
    %4 = "scf.for"(%0, %1, %2, %3) ({
    ^bb0(%arg2: i64, %arg3: bf16):
      %19 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 6>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<8xi64>) -> memref<1xi64, strided<[1], offset: 6>>
      %20 = "tensor.empty"() : () -> tensor<3xindex>
      %21 = "arith.cmpi"(%20, %20) <{predicate = 6 : i64}> : (tensor<3xindex>, tensor<3xindex>) -> tensor<3xi1>
      %22 = "arith.constant"() <{value = 3 : index}> : () -> index
      %23 = "tensor.splat"(%2, %22) : (i64, index) -> tensor<?xi64>
      "scf.yield"(%3) : (bf16) -> ()
    }) : (i64, i64, i64, bf16) -> bf16
    %5 = "arith.constant"() <{value = false}> : () -> i1
    %6 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %7 = "arith.select"(%5, %6, %3) : (i1, bf16, bf16) -> bf16
    "cf.br"(%2)[^bb1] : (i64) -> ()
  ^bb1(%8: i64):  // pred: ^bb0
    %9 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %10 = "math.ctpop"(%9) : (i8) -> i8
    %11 = "arith.constant"() <{value = dense<[3.000000e+00, 5.000000e-01, 1.000000e+00, 4.000000e+02, 4.000000e+02, 1.000000e+00, 3.000000e+00, 1.000000e+00]> : vector<8xf32>}> : () -> vector<8xf32>
    %12 = "arith.fptosi"(%11) : (vector<8xf32>) -> vector<8xi16>
    "cf.br"(%6, %7)[^bb2] : (bf16, bf16) -> ()
  ^bb2(%13: bf16, %14: bf16):  // pred: ^bb1
    %15 = "arith.constant"() <{value = dense<1.500000e-01> : vector<3xf32>}> : () -> vector<3xf32>
    %16 = "math.asinh"(%15) <{fastmath = #arith.fastmath<none>}> : (vector<3xf32>) -> vector<3xf32>
    %17 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "cf.br"(%17)[^bb3] : (i32) -> ()
  ^bb3(%18: i32):  // pred: ^bb2
    "func.return"() : () -> ()
  }) {ref = @inner::@helper9} : () -> ()
}) : () -> ()

