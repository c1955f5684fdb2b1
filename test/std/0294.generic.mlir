"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x3x?xi64>, i32, memref<8x3x8xi64>) -> (vector<1x8xindex>, bf16), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x3x8xindex>, i32, tensor<1x8xi32>, i32) -> i32, res_attrs = [{llvm.signext}], sym_name = "fn.0"}> ({
  ^bb0(%arg4: memref<8x3x8xindex>, %arg5: i32, %arg6: tensor<1x8xi32>, %arg7: i32):
    %9 = "memref.expand_shape"(%arg4) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 4, 3, 8>}> : (memref<8x3x8xindex>) -> memref<2x4x3x8xindex>
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %10 = "arith.constant"() <{value = -1.000000e+00 : bf16}> : () -> bf16
    %11 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %12 = "arith.cmpi"(%arg5, %11) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %13 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    "cf.cond_br"(%12, %13, %13)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f64, f64) -> ()
  ^bb2(%14: f64):  // 2 preds: ^bb1, ^bb1
    %15 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %16 = "arith.bitcast"(%15) : (i16) -> f16
    "func.return"(%arg7) : (i32) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.signext}, {llvm.noundef, test.tag = "x"}], function_type = (i64, i64) -> (), sym_name = "kernel_1", sym_visibility = "public"}> ({
  ^bb0(%arg0: i64, %arg1: i64):
    %0 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1 = "arith.maxsi"(%0, %0) : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
    %4 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x8xf16>
    "linalg.fill"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f16, %arg3: f16):
      "linalg.yield"(%arg2) : (f16) -> ()
    }) : (f16, memref<1x8xf16>) -> ()
    %5 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %6 = "arith.mulf"(%5, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %8 = "math.exp"(%7) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()

