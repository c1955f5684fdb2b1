"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {}], function_type = (memref<8xindex>, f32, vector<8xindex>) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index, memref<3xindex>) -> (index, index, f32), res_attrs = [{test.foo = 1 : i32}, {}, {}], sym_name = "fn.0"}> ({
  ^bb0(%arg3: index, %arg4: memref<3xindex>):
    %22 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
    %23 = "arith.negf"(%22) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f64) -> f64
    %24 = "arith.constant"() <{value = -1.000000e+00 : bf16}> : () -> bf16
    %25 = "arith.constant"() <{value = -7.500000e+00 : bf16}> : () -> bf16
    %26 = "math.fma"(%24, %24, %25) <{fastmath = #arith.fastmath<reassoc,contract>}> : (bf16, bf16, bf16) -> bf16
    %27 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xf32>
    "linalg.sub"(%27, %27, %27) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %38 = "arith.subf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%38) : (f32) -> ()
    }) : (memref<3xf32>, memref<3xf32>, memref<3xf32>) -> ()
    %28 = "arith.constant"() <{value = 34 : i32}> : () -> i32
    %29 = "arith.uitofp"(%28) : (i32) -> f32
    %30 = "arith.cmpi"(%arg3, %arg3) <{predicate = 5 : i64}> : (index, index) -> i1
    %31 = "arith.constant"() <{value = 61 : i16}> : () -> i16
    %32 = "arith.constant"() <{value = 52 : i16}> : () -> i16
    %33:2 = "arith.mului_extended"(%31, %32) : (i16, i16) -> (i16, i16)
    "scf.if"(%30) ({
      %35 = "math.log1p"(%25) <{fastmath = #arith.fastmath<fast>}> : (bf16) -> bf16
      %36 = "arith.constant"() <{value = 0 : i16}> : () -> i16
      %37 = "arith.shrui"(%33#0, %36) : (i16, i16) -> i16
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %34 = "arith.constant"() <{value = -1 : index}> : () -> index
    "func.return"(%arg3, %34, %29) : (index, index, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "kernel_1"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %1 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %2 = "arith.minimumf"(%0, %1) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f16, f16) -> f16
    %3 = "tensor.empty"() : () -> tensor<8xf32>
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "tensor.dim"(%3, %4) : (tensor<8xf32>, index) -> index
    %6 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    %8 = "math.copysign"(%6, %7) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %9 = "arith.constant"() <{value = 31 : i64}> : () -> i64
    %10 = "arith.maxsi"(%9, %9) : (i64, i64) -> i64
    %11 = "arith.constant"() <{value = dense<[-1, 79, 0]> : vector<3xi8>}> : () -> vector<3xi8>
    %12 = "arith.index_cast"(%11) : (vector<3xi8>) -> vector<3xindex>
    %13 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xindex>
    %14 = "memref.expand_shape"(%13) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 2>}> : (memref<8xindex>) -> memref<4x2xindex>
    %15 = "tensor.splat"(%8) : (f32) -> tensor<8xf32>
    %16 = "tensor.empty"() : () -> tensor<3x4xi32>
    %17 = "tensor.empty"() : () -> tensor<4xi32>
    %18 = "linalg.reduce"(%16, %17) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg1: i32, %arg2: i32):
      %21 = "arith.addi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%21) : (i32) -> ()
    }) : (tensor<3x4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %19 = "arith.cmpi"(%5, %arg0) <{predicate = 0 : i64}> : (index, index) -> i1
    %20:2 = "scf.if"(%19) ({
      "scf.yield"(%6, %6) : (f32, f32) -> ()
    }, {
      "scf.yield"(%7, %8) : (f32, f32) -> ()
    }) : (i1) -> (f32, f32)
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()

