"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, i64) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef}], function_type = (memref<4xi64>, tensor<8x4xf32>, memref<2x4xf32>) -> (), sym_name = "kernel_0"}> ({
  ^bb0(%arg8: memref<4xi64>, %arg9: tensor<8x4xf32>, %arg10: memref<2x4xf32>):
    %22 = "tensor.empty"() : () -> tensor<2x3xf32>
    %23 = "linalg.transpose"(%22, %22) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      "linalg.yield"(%arg13) : (f32) -> ()
    }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %24 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xi64>
    "memref.dealloc"(%24) : (memref<2x4xi64>) -> ()
    %25 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %26:2 = "arith.mulsi_extended"(%25, %25) : (i32, i32) -> (i32, i32)
    %27 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %28 = "arith.index_castui"(%27) : (i8) -> index
    %29 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %30 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    %31 = "arith.minnumf"(%29, %30) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %32 = "math.ipowi"(%25, %25) : (i32, i32) -> i32
    %33 = "tensor.empty"() : () -> tensor<4xi1>
    %34 = "arith.ceildivui"(%33, %33) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %35 = "arith.constant"() <{value = dense<1> : tensor<4xi32>}> : () -> tensor<4xi32>
    %36 = "arith.constant"() <{value = dense<49> : tensor<4x4xi32>}> : () -> tensor<4x4xi32>
    %37 = "linalg.broadcast"(%35, %36) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg11: i32, %arg12: i32):
      "linalg.yield"(%arg11) : (i32) -> ()
    }) : (tensor<4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {}], function_type = (vector<2x4xi64>, memref<2xf32>, tensor<?xf32>) -> (tensor<4xi32>, tensor<2x?xi64>), res_attrs = [{}, {llvm.noundef, test.tag = "x"}], sym_name = "f1", sym_visibility = "private"}> ({
  ^bb0(%arg0: vector<2x4xi64>, %arg1: memref<2xf32>, %arg2: tensor<?xf32>):
    %0 = "arith.constant"() <{value = 22 : i16}> : () -> i16
    %1 = "arith.extsi"(%0) : (i16) -> i64
    %2 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x8xi64>
    "memref.copy"(%2, %2) : (memref<8x8xi64>, memref<8x8xi64>) -> ()
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %3 = "arith.constant"() <{value = dense<[[2.500000e+00, 3.000000e+00, 1.000000e+02, -2.500000e-01], [0.000000e+00, 1.000000e+00, 1.500000e-01, 1.000000e+02]]> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %4 = "tensor.cast"(%3) : (tensor<2x4xf32>) -> tensor<?x4xf32>
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6 = "arith.constant"() <{value = 9 : index}> : () -> index
    %7 = "arith.constant"() <{value = 2 : index}> : () -> index
    %8 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %9:2 = "scf.for"(%5, %6, %7, %8, %8) ({
    ^bb0(%arg5: index, %arg6: f32, %arg7: f32):
      %18 = "arith.constant"() <{value = dense<1> : tensor<2x4xindex>}> : () -> tensor<2x4xindex>
      %19 = "tensor.empty"() : () -> tensor<2x4xindex>
      %20 = "arith.xori"(%18, %19) : (tensor<2x4xindex>, tensor<2x4xindex>) -> tensor<2x4xindex>
      %21 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      "scf.yield"(%arg6, %arg7) : (f32, f32) -> ()
    }) : (index, index, index, f32, f32) -> (f32, f32)
    %10 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %11 = "arith.cmpi"(%10, %10) <{predicate = 0 : i64}> : (i8, i8) -> i1
    "cf.cond_br"(%11, %1, %1)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i64) -> ()
  ^bb2(%12: i64):  // 2 preds: ^bb1, ^bb1
    %13 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %14 = "arith.extf"(%13) : (f16) -> f64
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 2, 5>}> ({
    ^bb0(%arg3: index, %arg4: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %15 = "tensor.empty"() : () -> tensor<4xi32>
    %16 = "arith.constant"() <{value = 8 : index}> : () -> index
    %17 = "tensor.empty"(%16) : (index) -> tensor<2x?xi64>
    "func.return"(%15, %17) : (tensor<4xi32>, tensor<2x?xi64>) -> ()
  }) : () -> ()
}) : () -> ()

