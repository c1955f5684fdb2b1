"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {test.foo = 1 : i32}, {llvm.noundef, test.tag = "x"}], function_type = (vector<2x1xi32>, index, index, i32) -> (f32, i32), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "compute0"}> ({
  ^bb0(%arg0: vector<2x1xi32>, %arg1: index, %arg2: index, %arg3: i32):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%0) <{msg = ""}> : (i1) -> ()
    %1 = "arith.constant"() <{value = dense<false> : vector<1xi1>}> : () -> vector<1xi1>
    %2 = "arith.constant"() <{value = dense<3.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>
    %3 = "arith.select"(%1, %2, %2) : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %4 = "arith.cmpi"(%arg1, %arg2) <{predicate = 9 : i64}> : (index, index) -> i1
    "cf.cond_br"(%4, %arg2, %arg3)[^bb4, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, i32) -> ()
  ^bb1(%5: i32):  // pred: ^bb0
    %6 = "arith.constant"() <{value = dense<1.000000e+02> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
    %7 = "tensor.empty"() : () -> tensor<4xf32>
    %8 = "linalg.reduce"(%6, %7) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      %22 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%22) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %9 = "arith.constant"() <{value = 1.000000e+02 : f16}> : () -> f16
    %10 = "arith.extf"(%9) : (f16) -> f32
    "cf.br"(%arg3)[^bb2] : (i32) -> ()
  ^bb2(%11: i32):  // pred: ^bb1
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    "func.call"() <{callee = @ext0}> : () -> ()
    "cf.br"(%arg3)[^bb3] : (i32) -> ()
  ^bb3(%13: i32):  // pred: ^bb2
    %14 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %15 = "arith.extui"(%14) : (i8) -> i32
    %16 = "func.constant"() <{value = @ext0}> : () -> (() -> ())
    "func.call_indirect"(%16) : (() -> ()) -> ()
    "cf.cond_br"(%0, %arg1, %arg2)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, index) -> ()
  ^bb4(%17: index):  // 3 preds: ^bb0, ^bb3, ^bb3
    %18 = "arith.constant"() <{value = 71 : i32}> : () -> i32
    %19 = "arith.cmpi"(%arg2, %arg1) <{predicate = 0 : i64}> : (index, index) -> i1
    %20 = "arith.select"(%19, %arg1, %17) : (i1, index, index) -> index
    %21 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    "func.return"(%21, %arg3) : (f32, i32) -> ()
  }) : () -> ()
}) : () -> ()

