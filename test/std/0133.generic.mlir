#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x2xf64>) -> vector<3xbf16>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<4x?xf64>, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {test.foo = 1 : i32}, {llvm.noundef, test.tag = "x"}], function_type = (memref<4x8xf64>, memref<?xf64>, f32, f64) -> (memref<4xf32>, tensor<4x2xf32>, memref<4x2xf32>), sym_name = "fn.0"}> ({
  ^bb0(%arg9: memref<4x8xf64>, %arg10: memref<?xf64>, %arg11: f32, %arg12: f64):
    %21 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %22 = "arith.constant"() <{value = 2.500000e+00 : f16}> : () -> f16
    %23 = "arith.cmpf"(%21, %22) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %24 = "math.floor"(%arg11) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> f32
    "cf.cond_br"(%23, %arg12)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, f64) -> ()
  ^bb1:  // pred: ^bb0
    %25 = "arith.constant"() <{value = 18 : i8}> : () -> i8
    %26 = "arith.addi"(%25, %25) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %27 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %28 = "arith.fptoui"(%27) : (f64) -> i32
    "cf.switch"(%28, %arg12, %arg12, %arg12)[^bb2, ^bb2, ^bb2] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[3, 4]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, f64, f64, f64) -> ()
  ^bb2(%29: f64):  // 4 preds: ^bb0, ^bb1, ^bb1, ^bb1
    %30 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %31 = "arith.constant"() <{value = 30 : i8}> : () -> i8
    %32 = "arith.remsi"(%31, %31) : (i8, i8) -> i8
    "cf.br"(%arg12, %22)[^bb3] : (f64, f16) -> ()
  ^bb3(%33: f64, %34: f16):  // pred: ^bb2
    %35 = "tensor.empty"() : () -> tensor<4x2xindex>
    %36 = "arith.addi"(%35, %35) <{overflowFlags = #arith.overflow<none>}> : (tensor<4x2xindex>, tensor<4x2xindex>) -> tensor<4x2xindex>
    %37 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %38 = "arith.sitofp"(%37) : (i32) -> f64
    %39 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %40 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<4x2xf32>}> : () -> tensor<4x2xf32>
    %41 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x2xf32>
    "func.return"(%39, %40, %41) : (memref<4xf32>, tensor<4x2xf32>, memref<4x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x8xi16>, vector<4x8xf32>, i8, memref<4x2xf32>) -> f64, sym_name = "kernel_1"}> ({
  ^bb0(%arg0: tensor<4x8xi16>, %arg1: vector<4x8xf32>, %arg2: i8, %arg3: memref<4x2xf32>):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf64>
    %1 = "memref.cast"(%0) : (memref<2xf64>) -> memref<2xf64>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "tensor.dim"(%arg0, %2) : (tensor<4x8xi16>, index) -> index
    %4 = "arith.constant"() <{value = 48 : index}> : () -> index
    %5 = "arith.ceildivsi"(%4, %4) : (index, index) -> index
    %6 = "arith.constant"() <{value = dense<1.000000e+02> : tensor<3x8xf64>}> : () -> tensor<3x8xf64>
    %7 = "tensor.empty"() : () -> tensor<8x4xf64>
    %8 = "tensor.empty"() : () -> tensor<3x4xf64>
    %9 = "linalg.matmul"(%6, %7, %8) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f64, %arg7: f64, %arg8: f64):
      %19 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %20 = "arith.addf"(%arg8, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%20) : (f64) -> ()
    }) : (tensor<3x8xf64>, tensor<8x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %10 = "arith.constant"() <{value = -1.000000e+00 : bf16}> : () -> bf16
    %11 = "math.isnormal"(%10) <{fastmath = #arith.fastmath<none>}> : (bf16) -> i1
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg5: index):
      %16 = "arith.constant"() <{value = dense<[[1.000000e+00, 1.000000e+00], [1.000000e+00, 5.000000e-01], [1.500000e-01, 1.000000e+00], [3.000000e+00, -2.500000e-01]]> : vector<4x2xf32>}> : () -> vector<4x2xf32>
      %17 = "arith.constant"() <{value = dense<-4> : vector<4x2xi64>}> : () -> vector<4x2xi64>
      %18 = "math.fpowi"(%16, %17) <{fastmath = #arith.fastmath<afn>}> : (vector<4x2xf32>, vector<4x2xi64>) -> vector<4x2xf32>
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.constant"() <{value = 4 : index}> : () -> index
    %14 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%12, %13, %14) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg4: index):
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %15 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    "func.return"(%15) : (f64) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

