"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {}, {}], function_type = (memref<8x3xf16>, memref<3x?xindex>, f64, index) -> (f16, i8, f16), res_attrs = [{test.foo = 1 : i32}, {}, {llvm.noundef, test.tag = "x"}], sym_name = "compute0", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<8x3xf16>, %arg1: memref<3x?xindex>, %arg2: f64, %arg3: index):
    %0 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<8x3xf16>}> : () -> tensor<8x3xf16>
    %1 = "arith.constant"() <{value = 5 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "tensor.extract_slice"(%0, %1, %2, %3) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<8x3xf16>, index, index, index) -> tensor<1x?xf16>
    "cf.br"(%2)[^bb1] : (index) -> ()
  ^bb1(%5: index):  // pred: ^bb0
    %6 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%6) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %7 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %8 = "arith.constant"() <{value = 1.000000e+02 : f16}> : () -> f16
    "cf.switch"(%7, %8)[^bb2, ^bb4, ^bb2, ^bb2] <{case_operand_segments = array<i32: 1, 0, 0>, case_values = dense<[-1, 0, 3]> : vector<3xi64>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i64, f16) -> ()
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
    %9 = "arith.constant"() <{value = 25 : i64}> : () -> i64
    %10 = "arith.cmpi"(%9, %9) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "scf.if"(%10) ({
      %17 = "arith.constant"() <{value = -2.500000e-01 : bf16}> : () -> bf16
      %18 = "math.erf"(%17) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (bf16) -> bf16
      %19 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 5, 2>, static_strides = array<i64: 1, 1>}> : (memref<8x3xf16>) -> memref<5x2xf16, strided<[3, 1], offset: 3>>
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %11 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    "cf.switch"(%9, %2, %11, %1, %11)[^bb3, ^bb3] <{case_operand_segments = array<i32: 2>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 2, 2>}> : (i64, index, i32, index, i32) -> ()
  ^bb3(%12: index, %13: i32):  // 2 preds: ^bb2, ^bb2
    %14 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
    "cf.br"(%14)[^bb4] : (f16) -> ()
  ^bb4(%15: f16):  // 2 preds: ^bb1, ^bb3
    %16 = "arith.constant"() <{value = -3 : i8}> : () -> i8
    "func.return"(%15, %16, %15) : (f16, i8, f16) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

