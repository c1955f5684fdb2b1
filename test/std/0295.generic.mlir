"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32) -> bf16, sym_name = "f0"}> ({
  ^bb0(%arg4: f32, %arg5: f32):
    %20 = "arith.constant"() <{value = true}> : () -> i1
    %21 = "arith.ori"(%20, %20) : (i1, i1) -> i1
    %22 = "func.call"(%arg5, %arg5) <{callee = @f0}> : (f32, f32) -> bf16
    %23 = "tensor.empty"() : () -> tensor<3xf16>
    %24 = "arith.divf"(%23, %23) <{fastmath = #arith.fastmath<none>}> : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xf16>
    %25 = "func.call"(%arg4, %arg5) <{callee = @f0}> : (f32, f32) -> bf16
    %26 = "arith.constant"() <{value = 7 : index}> : () -> index
    %27 = "memref.alloca"(%26) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x3xf16>
    %28 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %29 = "arith.constant"() <{value = 0 : index}> : () -> index
    %30 = "arith.constant"() <{value = 2 : index}> : () -> index
    "memref.store"(%28, %27, %29, %30) : (f16, memref<?x3xf16>, index, index) -> ()
    %31 = "math.sinh"(%arg5) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %32 = "tensor.empty"() : () -> tensor<2xf16>
    %33 = "arith.constant"() <{value = dense<[[1.000000e+02, 4.000000e+02], [3.000000e+00, -7.500000e+00], [0.000000e+00, 4.000000e+02]]> : tensor<3x2xf16>}> : () -> tensor<3x2xf16>
    %34 = "linalg.broadcast"(%32, %33) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg6: f16, %arg7: f16):
      "linalg.yield"(%arg6) : (f16) -> ()
    }) : (tensor<2xf16>, tensor<3x2xf16>) -> tensor<3x2xf16>
    %35 = "func.call"(%arg5, %arg5) <{callee = @f0}> : (f32, f32) -> bf16
    "func.return"(%35) : (bf16) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {}, {}], function_type = (f32, i32, memref<?x1xi32>, i32) -> f32, sym_name = "kernel_1", sym_visibility = "public"}> ({
  ^bb0(%arg0: f32, %arg1: i32, %arg2: memref<?x1xi32>, %arg3: i32):
    %0 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
    %1 = "arith.fptosi"(%0) : (f64) -> i32
    %2 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %3 = "arith.cmpi"(%2, %1) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %4 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "cf.cond_br"(%3, %4, %arg0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
  ^bb1(%5: f32):  // 2 preds: ^bb0, ^bb0
    %6 = "memref.alloca"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi32>
    %7 = "arith.constant"() <{value = 2 : index}> : () -> index
    "memref.store"(%arg3, %6, %7) : (i32, memref<3xi32>, index) -> ()
    %8 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    "cf.switch"(%8, %4, %arg3, %arg3)[^bb2, ^bb4, ^bb4] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[0, 1]> : vector<2xi16>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i16, f32, i32, i32) -> ()
  ^bb2(%9: f32):  // pred: ^bb1
    %10 = "arith.constant"() <{value = dense<71> : vector<4x4xi64>}> : () -> vector<4x4xi64>
    %11 = "arith.constant"() <{value = dense<-1> : vector<4x4xi64>}> : () -> vector<4x4xi64>
    %12 = "arith.floordivsi"(%10, %11) : (vector<4x4xi64>, vector<4x4xi64>) -> vector<4x4xi64>
    "cf.br"(%0)[^bb3] : (f64) -> ()
  ^bb3(%13: f64):  // pred: ^bb2
    %14 = "arith.constant"() <{value = dense<[1, -3, 58]> : vector<3xi64>}> : () -> vector<3xi64>
    %15:2 = "arith.mului_extended"(%14, %14) : (vector<3xi64>, vector<3xi64>) -> (vector<3xi64>, vector<3xi64>)
    %16 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    "cf.br"(%16)[^bb4] : (i32) -> ()
  ^bb4(%17: i32):  // 3 preds: ^bb1, ^bb1, ^bb3
    %18 = "arith.constant"() <{value = dense<[[0.000000e+00], [1.000000e+02], [5.000000e-01]]> : vector<3x1xf32>}> : () -> vector<3x1xf32>
    %19 = "arith.divf"(%18, %18) <{fastmath = #arith.fastmath<afn>}> : (vector<3x1xf32>, vector<3x1xf32>) -> vector<3x1xf32>
    "func.return"(%arg0) : (f32) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

