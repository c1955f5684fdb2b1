"builtin.module"() ({
  "memref.global"() <{initial_value, sym_name = "g0", type = memref<8x4xf32>}> : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}], function_type = (f32, vector<1xf32>) -> (f32, vector<1xf16>), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<1xf16>, f32, f16) -> memref<1xf16>, sym_name = "f0"}> ({
  ^bb0(%arg0: memref<1xf16>, %arg1: f32, %arg2: f16):
    %0 = "arith.divf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1 = "arith.constant"() <{value = 57 : i16}> : () -> i16
    %2 = "arith.ori"(%1, %1) : (i16, i16) -> i16
    %3 = "scf.while"(%arg1) ({
    ^bb0(%arg9: f32):
      %48 = "arith.constant"() <{value = 49 : i32}> : () -> i32
      %49 = "arith.trunci"(%48) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i1
      "memref.copy"(%arg0, %arg0) : (memref<1xf16>, memref<1xf16>) -> ()
      "scf.condition"(%49, %arg9) : (i1, f32) -> ()
    }, {
    ^bb0(%arg8: f32):
      %46 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
      %47 = "arith.subf"(%46, %46) <{fastmath = #arith.fastmath<arcp>}> : (bf16, bf16) -> bf16
      "scf.yield"(%arg1) : (f32) -> ()
    }) : (f32) -> f32
    %4 = "arith.constant"() <{value = -1.000000e+00 : bf16}> : () -> bf16
    %5 = "arith.mulf"(%4, %4) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (bf16, bf16) -> bf16
    %6 = "memref.cast"(%arg0) : (memref<1xf16>) -> memref<1xf16>
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 6 : index}> : () -> index
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    %10 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %11:2 = "scf.for"(%7, %8, %9, %10, %arg2) ({
    ^bb0(%arg5: index, %arg6: f32, %arg7: f16):
      %41 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
      %42 = "arith.constant"() <{value = -2.500000e-01 : f16}> : () -> f16
      %43 = "func.call"(%6, %41, %42) <{callee = @f0}> : (memref<1xf16>, f32, f16) -> memref<1xf16>
      %44 = "arith.maxnumf"(%arg6, %41) <{fastmath = #arith.fastmath<afn>}> : (f32, f32) -> f32
      %45 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
      "scf.yield"(%45, %arg7) : (f32, f16) -> ()
    }) : (index, index, index, f32, f16) -> (f32, f16)
    %12 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %13 = "arith.fptoui"(%12) : (f64) -> i8
    %14 = "arith.constant"() <{value = 2 : index}> : () -> index
    %15 = "tensor.empty"(%14) : (index) -> tensor<8x?xf32>
    %16 = "arith.constant"() <{value = 4 : index}> : () -> index
    %17 = "arith.constant"() <{value = 0 : index}> : () -> index
    %18 = "tensor.insert"(%3, %15, %16, %17) : (f32, tensor<8x?xf32>, index, index) -> tensor<8x?xf32>
    %19 = "tensor.empty"() : () -> tensor<8x4xindex>
    %20 = "arith.constant"() <{value = 3 : index}> : () -> index
    %21 = "tensor.extract_slice"(%19, %20) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 4, 0>, static_sizes = array<i64: -9223372036854775808, 2>, static_strides = array<i64: 1, 1>}> : (tensor<8x4xindex>, index) -> tensor<?x2xindex>
    %22 = "arith.constant"() <{value = dense<4611686018427387903> : vector<2x3xi64>}> : () -> vector<2x3xi64>
    %23:2 = "arith.addui_extended"(%22, %22) : (vector<2x3xi64>, vector<2x3xi64>) -> (vector<2x3xi64>, vector<2x3xi1>)
    %24 = "memref.get_global"() <{name = @g0}> : () -> memref<8x4xf32>
    %25 = "arith.constant"() <{value = false}> : () -> i1
    %26:2 = "scf.if"(%25) ({
      %35 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1xf16>}> : () -> tensor<1xf16>
      %36 = "arith.constant"() <{value = 0 : index}> : () -> index
      %37 = "tensor.extract"(%35, %36) : (tensor<1xf16>, index) -> f16
      %38 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
      %39 = "arith.constant"() <{value = 7 : index}> : () -> index
      %40 = "tensor.empty"(%39) : (index) -> tensor<?x8x4xf32>
      "scf.yield"(%38, %40) : (f16, tensor<?x8x4xf32>) -> ()
    }, {
      %28 = "arith.ceildivui"(%2, %1) : (i16, i16) -> i16
      %29 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<4xbf16>}> : () -> tensor<4xbf16>
      %30 = "arith.constant"() <{value = dense<1.000000e+02> : tensor<8x4xbf16>}> : () -> tensor<8x4xbf16>
      %31 = "linalg.broadcast"(%29, %30) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg3: bf16, %arg4: bf16):
        "linalg.yield"(%arg3) : (bf16) -> ()
      }) : (tensor<4xbf16>, tensor<8x4xbf16>) -> tensor<8x4xbf16>
      %32 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
      %33 = "arith.constant"() <{value = 3 : index}> : () -> index
      %34 = "tensor.empty"(%33) : (index) -> tensor<?x8x4xf32>
      "scf.yield"(%32, %34) : (f16, tensor<?x8x4xf32>) -> ()
    }) : (i1) -> (f16, tensor<?x8x4xf32>)
    %27 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xf16>
    "func.return"(%27) : (memref<1xf16>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

