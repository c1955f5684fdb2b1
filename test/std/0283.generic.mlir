"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x2xf32>) -> (memref<2x2xi64>, tensor<4xf32>), res_attrs = [{}, {llvm.noundef, test.tag = "x"}], sym_name = "compute0", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x2xf32>):
    %0 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %1 = "math.asinh"(%0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
    %2 = "arith.constant"() <{value = -1 : index}> : () -> index
    "cf.br"(%2, %1)[^bb1] : (index, f32) -> ()
  ^bb1(%3: index, %4: f32):  // pred: ^bb0
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "tensor.from_elements"(%5, %5, %3) : (index, index, index) -> tensor<3xindex>
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "arith.cmpi"(%7, %7) <{predicate = 8 : i64}> : (index, index) -> i1
    "cf.cond_br"(%8)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    %10 = "tensor.extract_slice"(%arg0, %9) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: -9223372036854775808, 1>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, index) -> tensor<?x1xf32>
    %11 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x2xi64>
    %12 = "arith.constant"() <{value = dense<[3.000000e+00, 1.000000e+00, 5.000000e-01, 1.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
    "func.return"(%11, %12) : (memref<2x2xi64>, tensor<4xf32>) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

