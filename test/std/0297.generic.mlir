"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x?xf32>, f32, memref<2x?xi8>) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x8xi8>) -> i8, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "compute0"}> ({
  ^bb0(%arg3: vector<2x8xi8>):
    %13 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi8>
    "memref.dealloc"(%13) : (memref<4xi8>) -> ()
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "arith.constant"() <{value = 6 : index}> : () -> index
    %16 = "arith.constant"() <{value = 1 : index}> : () -> index
    %17 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    %18 = "arith.constant"() <{value = 4.000000e+02 : bf16}> : () -> bf16
    %19:2 = "scf.parallel"(%14, %15, %16, %17, %18) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg4: index):
      "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 2, 7>}> ({
      ^bb0(%arg9: index, %arg10: index):
        %25 = "arith.constant"() <{value = 2 : i64}> : () -> i64
        %26 = "arith.constant"() <{value = 4 : i64}> : () -> i64
        %27 = "arith.constant"() <{value = 1 : i64}> : () -> i64
        %28 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
        %29 = "arith.constant"() <{value = 1 : i8}> : () -> i8
        %30:2 = "scf.for"(%25, %26, %27, %28, %29) ({
        ^bb0(%arg11: i64, %arg12: f32, %arg13: i8):
          %31 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8xi8>
          %32 = "arith.constant"() <{value = 0 : index}> : () -> index
          %33 = "arith.constant"() <{value = 1 : index}> : () -> index
          %34 = "memref.subview"(%31, %32, %33) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 5>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<2x8xi8>, index, index) -> memref<2x?xi8, strided<[8, 1], offset: ?>>
          %35 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
          %36:2 = "arith.mului_extended"(%35, %35) : (i32, i32) -> (i32, i32)
          "scf.yield"(%28, %arg13) : (f32, i8) -> ()
        }) : (i64, i64, i64, f32, i8) -> (f32, i8)
        "scf.forall.in_parallel"() ({
        ^bb0:
        }) : () -> ()
      }) : () -> ()
      %21 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
      %22 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
      "scf.reduce"(%21, %22) ({
      ^bb0(%arg7: f32, %arg8: f32):
        %24 = "arith.maximumf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%24) : (f32) -> ()
      }, {
      ^bb0(%arg5: bf16, %arg6: bf16):
        %23 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
        "scf.reduce.return"(%23) : (bf16) -> ()
      }) : (f32, bf16) -> ()
    }) : (index, index, index, f32, bf16) -> (f32, bf16)
    %20 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    "func.return"(%20) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {}, {}], function_type = (i32, memref<2x8xf32>, f32) -> (i8, f32), res_attrs = [{test.foo = 1 : i32}, {}], sym_name = "f1", sym_visibility = "public"}> ({
  ^bb0(%arg0: i32, %arg1: memref<2x8xf32>, %arg2: f32):
    %0 = "arith.cmpi"(%arg0, %arg0) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %2 = "arith.select"(%0, %1, %1) : (i1, i8, i8) -> i8
    %3 = "arith.constant"() <{value = 1.000000e+02 : f16}> : () -> f16
    %4 = "arith.fptoui"(%3) : (f16) -> i64
    %5 = "arith.constant"() <{value = 48 : i32}> : () -> i32
    %6 = "arith.maxsi"(%arg0, %5) : (i32, i32) -> i32
    %7 = "arith.constant"() <{value = dense<-2> : vector<4xi8>}> : () -> vector<4xi8>
    %8 = "arith.constant"() <{value = dense<[[-2.500000e-01, -7.500000e+00, 4.000000e+02, 1.000000e+00, 1.000000e+00, 1.000000e+00, 5.000000e-01, 1.500000e-01], [3.000000e+00, 1.000000e+00, 4.000000e+02, 3.000000e+00, -1.000000e+00, 2.500000e+00, 1.500000e-01, 5.000000e-01]]> : tensor<2x8xf32>}> : () -> tensor<2x8xf32>
    %9 = "tensor.cast"(%8) : (tensor<2x8xf32>) -> tensor<2x?xf32>
    %10 = "tensor.empty"() : () -> tensor<4xf32>
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "tensor.extract"(%10, %11) : (tensor<4xf32>, index) -> f32
    "func.return"(%1, %12) : (i8, f32) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

