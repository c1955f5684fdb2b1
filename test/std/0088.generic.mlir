#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "memref.global"() <{initial_value, sym_name = "g0", sym_visibility = "private", type = memref<1xbf16>}> : () -> ()
  "func.func"() <{function_type = (tensor<?xf32>) -> (tensor<1xbf16>, bf16), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = (vector<4x4x8xf32>, memref<4xbf16>, bf16) -> vector<1xbf16>, sym_name = "f0", sym_visibility = "public"}> ({
  ^bb0(%arg3: vector<4x4x8xf32>, %arg4: memref<4xbf16>, %arg5: bf16):
    %17 = "memref.reinterpret_cast"(%arg4) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 2, 1>}> : (memref<4xbf16>) -> memref<2x2xbf16, strided<[2, 1]>>
    %18 = "memref.get_global"() <{name = @g0}> : () -> memref<1xbf16>
    %19 = "arith.constant"() <{value = dense<2.500000e+00> : vector<1xf16>}> : () -> vector<1xf16>
    %20 = "math.tan"(%19) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<1xf16>) -> vector<1xf16>
    %21 = "arith.constant"() <{value = dense<52> : vector<1xi16>}> : () -> vector<1xi16>
    %22:2 = "arith.mulsi_extended"(%21, %21) : (vector<1xi16>, vector<1xi16>) -> (vector<1xi16>, vector<1xi16>)
    %23 = "arith.constant"() <{value = dense<4.000000e+02> : vector<1xbf16>}> : () -> vector<1xbf16>
    "func.return"(%23) : (vector<1xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef, test.tag = "x"}], function_type = (tensor<1xbf16>, f32, f32) -> (bf16, vector<1xbf16>), sym_name = "fn.1", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<1xbf16>, %arg1: f32, %arg2: f32):
    %0 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %1 = "arith.remf"(%0, %arg1) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f32, f32) -> f32
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %2 = "math.cbrt"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = -1 : index}> : () -> index
    %5 = "arith.cmpi"(%3, %4) <{predicate = 2 : i64}> : (index, index) -> i1
    %6 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %7 = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
    "cf.cond_br"(%5, %7, %6)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, bf16, bf16) -> ()
  ^bb2(%8: bf16):  // pred: ^bb1
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    %10 = "arith.constant"() <{value = 4 : index}> : () -> index
    %11 = "memref.alloc"(%9, %10) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xbf16, #map>
    "cf.br"(%8)[^bb3] : (bf16) -> ()
  ^bb3(%12: bf16):  // 2 preds: ^bb1, ^bb2
    %13 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<1xf32>}> : () -> tensor<1xf32>
    "cf.br"(%1)[^bb4] : (f32) -> ()
  ^bb4(%14: f32):  // pred: ^bb3
    %15 = "arith.constant"() <{value = -7.500000e+00 : bf16}> : () -> bf16
    %16 = "arith.constant"() <{value = dense<3.000000e+00> : vector<1xbf16>}> : () -> vector<1xbf16>
    "func.return"(%15, %16) : (bf16, vector<1xbf16>) -> ()
  }) : () -> ()
}) : () -> ()

