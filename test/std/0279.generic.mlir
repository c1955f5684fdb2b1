"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x1xi32>) -> (), sym_name = "kernel_0"}> ({
  ^bb0(%arg5: tensor<1x1xi32>):
    %21 = "arith.constant"() <{value = dense<1> : vector<1x4xi64>}> : () -> vector<1x4xi64>
    %22 = "arith.constant"() <{value = dense<-1> : vector<1x4xi64>}> : () -> vector<1x4xi64>
    %23 = "arith.shrui"(%21, %22) : (vector<1x4xi64>, vector<1x4xi64>) -> vector<1x4xi64>
    %24 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %25 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "cf.switch"(%24, %24, %25)[^bb1, ^bb3] <{case_operand_segments = array<i32: 1>, case_values = dense<-1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, f32) -> ()
  ^bb1(%26: i32):  // pred: ^bb0
    %27 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %28 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %29 = "math.fpowi"(%27, %28) <{fastmath = #arith.fastmath<none>}> : (f32, i8) -> f32
    %30 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
    "cf.br"(%30)[^bb2] : (f64) -> ()
  ^bb2(%31: f64):  // pred: ^bb1
    %32 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xf32>
    %33 = "arith.constant"() <{value = 1 : index}> : () -> index
    %34 = "memref.subview"(%32, %33) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<1x4xf32>, index) -> memref<1x?xf32, strided<[4, 1], offset: 1>>
    "cf.switch"(%24, %25, %25, %25, %25)[^bb3, ^bb3, ^bb3, ^bb3] <{case_operand_segments = array<i32: 1, 1, 1>, case_values = dense<[1, 4, 6]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, f32, f32, f32, f32) -> ()
  ^bb3(%35: f32):  // 5 preds: ^bb0, ^bb2, ^bb2, ^bb2, ^bb2
    %36 = "tensor.expand_shape"(%arg5) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 1, 1>}> : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    "func.return"() : () -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}], function_type = (f32) -> f32, sym_name = "fn.1"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1 = "tensor.empty"(%0) : (index) -> tensor<?x4x2xf16>
    %2 = "arith.maximumf"(%1, %1) <{fastmath = #arith.fastmath<arcp>}> : (tensor<?x4x2xf16>, tensor<?x4x2xf16>) -> tensor<?x4x2xf16>
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = 5 : index}> : () -> index
    %5 = "arith.constant"() <{value = 3 : index}> : () -> index
    %6 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %8:2 = "scf.for"(%3, %4, %5, %6, %7) ({
    ^bb0(%arg2: index, %arg3: f32, %arg4: i16):
      %13 = "arith.constant"() <{value = -1 : i16}> : () -> i16
      %14:2 = "arith.mului_extended"(%7, %13) : (i16, i16) -> (i16, i16)
      %15 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
      %16 = "math.powf"(%15, %15) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %17 = "arith.constant"() <{value = dense<[[-1, 1, 1, 1], [62, 72, -1, 12], [25, 32767, -19, -1], [70, -8, 32767, -1]]> : vector<4x4xi16>}> : () -> vector<4x4xi16>
      %18 = "arith.constant"() <{value = dense<[[69, -1, 1, -1], [32767, 1, -3, 0], [0, 20, 1, 69], [1, 1, -19, 0]]> : vector<4x4xi16>}> : () -> vector<4x4xi16>
      %19 = "arith.shli"(%17, %18) <{overflowFlags = #arith.overflow<nsw>}> : (vector<4x4xi16>, vector<4x4xi16>) -> vector<4x4xi16>
      %20 = "arith.constant"() <{value = -13 : i16}> : () -> i16
      "scf.yield"(%arg3, %20) : (f32, i16) -> ()
    }) : (index, index, index, f32, i16) -> (f32, i16)
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 8 : index}> : () -> index
    %11 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.parallel"(%9, %10, %11) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg1: index):
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %12 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
    "func.return"(%12) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

