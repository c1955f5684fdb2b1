"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}], function_type = (i32, memref<2x3xf16>) -> (), sym_name = "helper1"}> ({
    ^bb0(%arg11: i32, %arg12: memref<2x3xf16>):
      %28 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x2xf32>
      "linalg.transpose"(%28, %28) <{permutation = array<i64: 0, 1>}> ({
      ^bb0(%arg13: f32, %arg14: f32):
        "linalg.yield"(%arg13) : (f32) -> ()
      }) : (memref<4x2xf32>, memref<4x2xf32>) -> ()
      %29 = "tensor.empty"() : () -> tensor<4x2xi32>
      %30 = "tensor.collapse_shape"(%29) <{reassociation = [[0, 1]]}> : (tensor<4x2xi32>) -> tensor<8xi32>
      %31 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x3xi32>
      %32 = "arith.constant"() <{value = 1 : index}> : () -> index
      %33 = "memref.dim"(%31, %32) : (memref<2x3xi32>, index) -> index
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, index) -> i32, res_attrs = [{llvm.noundef}], sym_name = "f0"}> ({
  ^bb0(%arg5: i32, %arg6: index):
    %11 = "arith.constant"() <{value = dense<[[[3.000000e+00, 1.000000e+00, 5.000000e-01, 1.000000e+00]]]> : tensor<1x1x4xf32>}> : () -> tensor<1x1x4xf32>
    %12 = "arith.constant"() <{value = dense<-7.500000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %13 = "linalg.reduce"(%11, %12) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      %27 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%27) : (f32) -> ()
    }) : (tensor<1x1x4xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %14 = "arith.constant"() <{value = dense<[1.000000e+00, 1.000000e+02, -1.000000e+00]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %15 = "tensor.empty"() : () -> tensor<2x3xf32>
    %16 = "linalg.broadcast"(%14, %15) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %17 = "arith.constant"() <{value = dense<[[2147483647, 0], [45, -1], [-1, -1], [6, -1]]> : tensor<4x2xi32>}> : () -> tensor<4x2xi32>
    %18 = "tensor.extract_slice"(%17) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, 1>}> : (tensor<4x2xi32>) -> tensor<2x1xi32>
    %19 = "arith.constant"() <{value = 24 : index}> : () -> index
    %20 = "arith.constant"() <{value = 0 : index}> : () -> index
    %21 = "arith.cmpi"(%19, %20) <{predicate = 3 : i64}> : (index, index) -> i1
    %22 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
    %23 = "arith.select"(%21, %22, %22) : (i1, f64, f64) -> f64
    %24 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %25 = "arith.constant"() <{value = 1 : index}> : () -> index
    %26 = "memref.load"(%24, %25) : (memref<4xi32>, index) -> i32
    "func.return"(%arg5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, memref<2x3xi32>, i32, vector<2x3xi32>) -> (), sym_name = "kernel_1", sym_visibility = "public"}> ({
  ^bb0(%arg0: index, %arg1: memref<2x3xi32>, %arg2: i32, %arg3: vector<2x3xi32>):
    %0 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
    %1 = "math.isnormal"(%0) <{fastmath = #arith.fastmath<none>}> : (f16) -> i1
    "cf.assert"(%1) <{msg = "bounds check"}> : (i1) -> ()
    %2 = "tensor.empty"() : () -> tensor<2x3xi32>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "tensor.extract"(%2, %3, %4) : (tensor<2x3xi32>, index, index) -> i32
    %6 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %7 = "math.log"(%6) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f32) -> f32
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 5 : index}> : () -> index
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%8, %9, %10) ({
    ^bb0(%arg4: index):
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) {ref = @inner::@helper1} : () -> ()
}) : () -> ()

