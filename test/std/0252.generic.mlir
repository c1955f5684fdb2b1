"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}, {test.foo = 1 : i32}], function_type = (vector<4x1xi64>, f16, f16) -> index, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}], function_type = (f16) -> i32, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "f0"}> ({
  ^bb0(%arg0: f16):
    %0 = "tensor.empty"() : () -> tensor<4x4xf16>
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "tensor.extract_slice"(%0, %1, %2) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: -9223372036854775808, 1>}> : (tensor<4x4xf16>, index, index) -> tensor<2x3xf16>
    %4 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%4, %arg0)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f16) -> ()
  ^bb1(%5: f16):  // pred: ^bb0
    %6 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "tensor.extract_slice"(%0, %6, %7) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 2, -9223372036854775808>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf16>, index, index) -> tensor<2x?xf16>
    %9 = "arith.cmpi"(%6, %6) <{predicate = 1 : i64}> : (index, index) -> i1
    "cf.cond_br"(%9)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    "cf.assert"(%4) <{msg = "ok"}> : (i1) -> ()
    %10 = "arith.cmpi"(%1, %1) <{predicate = 8 : i64}> : (index, index) -> i1
    "cf.cond_br"(%10)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb2
    %11 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %12 = "scf.while"(%11) ({
    ^bb0(%arg2: i32):
      "scf.condition"(%4, %11) : (i1, i32) -> ()
    }, {
    ^bb0(%arg1: i32):
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i32) -> i32
    %13 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "func.return"(%13) : (i32) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

