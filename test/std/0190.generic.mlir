"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf64>) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}], function_type = (tensor<4xf32>) -> f32, res_attrs = [{llvm.noundef}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "fn.0"}> ({
    %21 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %22 = "math.roundeven"(%21) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f32) -> f32
    %23 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %24 = "tensor.splat"(%23) : (f16) -> tensor<4xf16>
    %25 = "arith.constant"() <{value = 3 : index}> : () -> index
    %26 = "tensor.empty"(%25) : (index) -> tensor<?xbf16>
    %27 = "math.atan2"(%26, %26) <{fastmath = #arith.fastmath<none>}> : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
    %28 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %29 = "tensor.from_elements"(%28, %28, %28, %28) : (i16, i16, i16, i16) -> tensor<4xi16>
    %30 = "arith.constant"() <{value = dense<3.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %31 = "math.fma"(%30, %30, %30) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %32 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %33 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %34:2 = "arith.mului_extended"(%32, %33) : (i8, i8) -> (i8, i8)
    %35 = "arith.cmpi"(%25, %25) <{predicate = 9 : i64}> : (index, index) -> i1
    %36 = "arith.constant"() <{value = dense<-7.500000e+00> : tensor<4xf16>}> : () -> tensor<4xf16>
    %37 = "tensor.cast"(%36) : (tensor<4xf16>) -> tensor<?xf16>
    %38:2 = "scf.while"(%23, %21) ({
    ^bb0(%arg9: f16, %arg10: f32):
      %41 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
      %42 = "math.atan2"(%41, %41) <{fastmath = #arith.fastmath<arcp>}> : (bf16, bf16) -> bf16
      %43 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %44 = "arith.cmpi"(%43, %43) <{predicate = 8 : i64}> : (i32, i32) -> i1
      "scf.condition"(%44, %23, %31) : (i1, f16, vector<4xf32>) -> ()
    }, {
    ^bb0(%arg7: f16, %arg8: vector<4xf32>):
      %39 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
      %40 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
      "scf.yield"(%39, %40) : (f16, f32) -> ()
    }) : (f16, f32) -> (f16, vector<4xf32>)
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {}], function_type = (f16, vector<4xf16>, memref<2x2x?xf32>) -> f16, sym_name = "kernel_1", sym_visibility = "public"}> ({
  ^bb0(%arg0: f16, %arg1: vector<4xf16>, %arg2: memref<2x2x?xf32>):
    %0 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    %1 = "math.trunc"(%0) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> f32
    %2 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %3 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    %4 = "arith.maxnumf"(%2, %3) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f64, f64) -> f64
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
    "func.call"(%5) <{callee = @ext0}> : (memref<4xf64>) -> ()
    %6 = "arith.constant"() <{value = -1 : index}> : () -> index
    %7 = "arith.cmpi"(%6, %6) <{predicate = 3 : i64}> : (index, index) -> i1
    "cf.assert"(%7) <{msg = "ok"}> : (i1) -> ()
    %8 = "memref.reinterpret_cast"(%5) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<4xf64>) -> memref<4xf64, strided<[1]>>
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    %11 = "arith.constant"() <{value = 2 : index}> : () -> index
    %12 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %13 = "scf.parallel"(%9, %10, %11, %12) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg3: index):
      %17 = "arith.constant"() <{value = 2 : index}> : () -> index
      %18 = "arith.constant"() <{value = 9 : index}> : () -> index
      %19 = "arith.constant"() <{value = 3 : index}> : () -> index
      "scf.for"(%17, %18, %19) ({
      ^bb0(%arg6: index):
        "cf.assert"(%7) <{msg = "x must be \22positive\22"}> : (i1) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.reduce"(%12) ({
      ^bb0(%arg4: i8, %arg5: i8):
        %20 = "arith.maxsi"(%arg4, %arg5) : (i8, i8) -> i8
        "scf.reduce.return"(%20) : (i8) -> ()
      }) : (i8) -> ()
    }) : (index, index, index, i8) -> i8
    %14 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %15:2 = "arith.mului_extended"(%14, %14) : (i16, i16) -> (i16, i16)
    %16 = "math.copysign"(%1, %0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    "func.return"(%arg0) : (f16) -> ()
  }) : () -> ()
}) : () -> ()

