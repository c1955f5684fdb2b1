"builtin.module"() ({
  "memref.global"() <{initial_value = dense<0.000000e+00> : tensor<1xbf16>, sym_name = "g0", sym_visibility = "private", type = memref<1xbf16>}> : () -> ()
  "func.func"() <{function_type = (bf16, vector<4x2xf32>, tensor<?xbf16>) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}], function_type = (bf16) -> (), sym_name = "fn.0"}> ({
  ^bb0(%arg0: bf16):
    %0 = "func.constant"() <{value = @fn.0}> : () -> ((bf16) -> ())
    "func.call_indirect"(%0, %arg0) : ((bf16) -> (), bf16) -> ()
    %1 = "arith.constant"() <{value = 58 : i32}> : () -> i32
    %2 = "arith.ori"(%1, %1) : (i32, i32) -> i32
    %3 = "arith.constant"() <{value = true}> : () -> i1
    "cf.assert"(%3) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    "cf.cond_br"(%3, %arg0)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, bf16) -> ()
  ^bb1(%4: bf16):  // pred: ^bb0
    %5 = "arith.constant"() <{value = 5 : index}> : () -> index
    %6 = "tensor.empty"(%5) : (index) -> tensor<4x?xf32>
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "tensor.dim"(%6, %7) : (tensor<4x?xf32>, index) -> index
    %9 = "arith.cmpi"(%5, %8) <{predicate = 9 : i64}> : (index, index) -> i1
    "cf.assert"(%9) <{msg = "ok"}> : (i1) -> ()
    %10 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<1xbf16>}> : () -> tensor<1xbf16>
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "tensor.extract"(%10, %11) : (tensor<1xbf16>, index) -> bf16
    "cf.switch"(%1)[^bb2, ^bb2, ^bb3, ^bb2] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[-1, 2, 5]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
    %13 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %14 = "arith.constant"() <{value = dense<[[-2.500000e-01, -2.500000e-01, -1.000000e+00, 3.000000e+00], [-2.500000e-01, 1.000000e+02, 1.000000e+02, 4.000000e+02]]> : vector<2x4xf32>}> : () -> vector<2x4xf32>
    %15 = "arith.fptosi"(%14) : (vector<2x4xf32>) -> vector<2x4xi64>
    %16 = "memref.get_global"() <{name = @g0}> : () -> memref<1xbf16>
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
    %17 = "arith.constant"() <{value = dense<2.500000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %18 = "arith.constant"() <{value = 0 : index}> : () -> index
    %19 = "tensor.extract"(%17, %18) : (tensor<1xf32>, index) -> f32
    %20 = "arith.constant"() <{value = 53 : i8}> : () -> i8
    %21 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi8>
    %22 = "memref.subview"(%21) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (memref<4xi8>) -> memref<3xi8, strided<[1], offset: 1>>
    "func.return"() : () -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) : () -> ()

