"builtin.module"() ({
  "func.func"() <{function_type = () -> f16, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = () -> tensor<3x1x2xf16>, sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<3xindex>, tensor<4xf16>, f32, index) -> f16, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "fn.0"}> ({
  ^bb0(%arg2: memref<3xindex>, %arg3: tensor<4xf16>, %arg4: f32, %arg5: index):
    %16 = "arith.constant"() <{value = dense<[-2.500000e-01, 0.000000e+00, 3.000000e+00]> : vector<3xf32>}> : () -> vector<3xf32>
    %17 = "arith.addf"(%16, %16) <{fastmath = #arith.fastmath<none>}> : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
    %18 = "arith.constant"() <{value = false}> : () -> i1
    %19 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    "cf.cond_br"(%18, %19, %arg4)[^bb1, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i1, f16, f32) -> ()
  ^bb1:  // pred: ^bb0
    %20 = "memref.reinterpret_cast"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (memref<3xindex>) -> memref<3xindex, strided<[1]>>
    "cf.br"(%arg4)[^bb2] : (f32) -> ()
  ^bb2(%21: f32):  // pred: ^bb1
    %22 = "arith.constant"() <{value = dense<[4.000000e+02, 2.500000e+00, 1.000000e+02]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %23 = "linalg.fill"(%21, %22) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (f32, tensor<3xf32>) -> tensor<3xf32>
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // pred: ^bb2
    %24 = "arith.constant"() <{value = 0 : index}> : () -> index
    %25 = "arith.constant"() <{value = 1 : index}> : () -> index
    %26:2 = "scf.for"(%24, %arg5, %25, %arg5, %19) ({
    ^bb0(%arg6: index, %arg7: index, %arg8: f16):
      %29 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
      "scf.yield"(%25, %arg8) : (index, f16) -> ()
    }) : (index, index, index, index, f16) -> (index, f16)
    "cf.br"(%26#1, %arg4)[^bb4] : (f16, f32) -> ()
  ^bb4(%27: f16, %28: f32):  // 2 preds: ^bb0, ^bb3
    "func.return"(%19) : (f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xf16>) -> (tensor<4xindex>, index), sym_name = "kernel_1", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3xf16>):
    %0 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<3xf16>) -> tensor<1xf16>
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2 = "arith.constant"() <{value = 1.000000e+02 : bf16}> : () -> bf16
    "cf.cond_br"(%1, %2)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, bf16) -> ()
  ^bb1(%3: bf16):  // pred: ^bb0
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 7 : index}> : () -> index
    %6 = "arith.constant"() <{value = 3 : index}> : () -> index
    "scf.for"(%4, %5, %6) ({
    ^bb0(%arg1: index):
      %9 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4x8xi16>
      %10 = "arith.constant"() <{value = 2 : index}> : () -> index
      %11 = "memref.dim"(%9, %10) : (memref<1x4x8xi16>, index) -> index
      %12 = "arith.constant"() <{value = -1 : i8}> : () -> i8
      %13 = "arith.cmpi"(%12, %12) <{predicate = 6 : i64}> : (i8, i8) -> i1
      "cf.assert"(%13) <{msg = ""}> : (i1) -> ()
      %14 = "arith.constant"() <{value = dense<2.500000e+00> : vector<4xf32>}> : () -> vector<4xf32>
      %15 = "arith.divf"(%14, %14) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "cf.cond_br"(%1)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    %7 = "tensor.empty"() : () -> tensor<4xindex>
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    "func.return"(%7, %8) : (tensor<4xindex>, index) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()

