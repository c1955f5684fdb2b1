"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef}, {test.foo = 1 : i32}, {llvm.noundef}], function_type = (memref<1x3xi16>, i16, index) -> index, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index, memref<2x1xi32>, tensor<2x?xindex>) -> (index, memref<4x8x?xi16>), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2xindex>, memref<4x8x3xbf16>, index, i16) -> (memref<2x1xindex>, memref<3xi16>, i32), res_attrs = [{llvm.noundef}, {}, {}], sym_name = "f0"}> ({
  ^bb0(%arg0: tensor<2x2xindex>, %arg1: memref<4x8x3xbf16>, %arg2: index, %arg3: i16):
    %0:2 = "scf.while"(%arg3, %arg3) ({
    ^bb0(%arg6: i16, %arg7: i16):
      %16 = "tensor.empty"() : () -> tensor<4x8x3xf32>
      %17 = "linalg.mul"(%16, %16, %16) <{operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
        %24 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%24) : (f32) -> ()
      }) : (tensor<4x8x3xf32>, tensor<4x8x3xf32>, tensor<4x8x3xf32>) -> tensor<4x8x3xf32>
      %18 = "arith.constant"() <{value = dense<-9> : tensor<1x3xindex>}> : () -> tensor<1x3xindex>
      %19 = "tensor.empty"() : () -> tensor<1x3xindex>
      %20 = "arith.cmpi"(%18, %19) <{predicate = 5 : i64}> : (tensor<1x3xindex>, tensor<1x3xindex>) -> tensor<1x3xi1>
      %21 = "arith.constant"() <{value = dense<4.000000e+02> : vector<4x8x3xf64>}> : () -> vector<4x8x3xf64>
      %22 = "arith.fptoui"(%21) : (vector<4x8x3xf64>) -> vector<4x8x3xi64>
      %23 = "arith.cmpi"(%arg2, %arg2) <{predicate = 5 : i64}> : (index, index) -> i1
      "scf.condition"(%23, %arg3, %arg6) : (i1, i16, i16) -> ()
    }, {
    ^bb0(%arg4: i16, %arg5: i16):
      %12 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<4x8x3xf32>}> : () -> tensor<4x8x3xf32>
      %13 = "tensor.collapse_shape"(%12) <{reassociation = [[0, 1], [2]]}> : (tensor<4x8x3xf32>) -> tensor<32x3xf32>
      %14 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
      %15 = "math.isfinite"(%14) <{fastmath = #arith.fastmath<none>}> : (f16) -> i1
      "scf.yield"(%arg4, %arg5) : (i16, i16) -> ()
    }) : (i16, i16) -> (i16, i16)
    "cf.br"(%arg2)[^bb1] : (index) -> ()
  ^bb1(%1: index):  // pred: ^bb0
    %2 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %3 = "math.copysign"(%2, %2) <{fastmath = #arith.fastmath<afn>}> : (f32, f32) -> f32
    %4 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "cf.switch"(%4, %5, %6)[^bb2, ^bb2, ^bb3, ^bb3] <{case_operand_segments = array<i32: 1, 0, 0>, case_values = dense<[-1, 0, 2]> : vector<3xi64>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i64, i32, i32) -> ()
  ^bb2(%7: i32):  // 2 preds: ^bb1, ^bb1
    %8 = "arith.cmpi"(%arg2, %arg2) <{predicate = 5 : i64}> : (index, index) -> i1
    "cf.cond_br"(%8)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 4 preds: ^bb1, ^bb1, ^bb2, ^bb2
    "cf.br"()[^bb4] : () -> ()
  ^bb4:  // pred: ^bb3
    %9 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xindex>
    %10 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi16>
    %11 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "func.return"(%9, %10, %11) : (memref<2x1xindex>, memref<3xi16>, i32) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

