"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> (tensor<2xi8>, i16), res_attrs = [{llvm.noundef}, {llvm.zeroext}], sym_name = "helper7"}> ({
      %34 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      %35 = "tensor.empty"() : () -> tensor<3xi64>
      %36 = "linalg.fill"(%34, %35) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg10: i64, %arg11: i64):
        "linalg.yield"(%arg10) : (i64) -> ()
      }) : (i64, tensor<3xi64>) -> tensor<3xi64>
      %37 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
      %38 = "arith.cmpf"(%37, %37) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %39 = "arith.constant"() <{value = -1 : index}> : () -> index
      %40 = "tensor.splat"(%39) : (index) -> tensor<2xindex>
      %41 = "arith.constant"() <{value = dense<[127, 1]> : tensor<2xi8>}> : () -> tensor<2xi8>
      %42 = "arith.constant"() <{value = 1 : i16}> : () -> i16
      "func.return"(%41, %42) : (tensor<2xi8>, i16) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {}, {}], function_type = (i8, memref<2xindex>, i8, index) -> (tensor<?xi8>, vector<2xi8>), sym_name = "f0"}> ({
  ^bb0(%arg4: i8, %arg5: memref<2xindex>, %arg6: i8, %arg7: index):
    %13 = "arith.constant"() <{value = dense<5.000000e-01> : vector<3xf64>}> : () -> vector<3xf64>
    %14 = "arith.constant"() <{value = dense<1.500000e-01> : vector<3xf64>}> : () -> vector<3xf64>
    %15 = "math.copysign"(%13, %14) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<3xf64>, vector<3xf64>) -> vector<3xf64>
    %16 = "tensor.empty"() : () -> tensor<3xi8>
    %17 = "tensor.cast"(%16) : (tensor<3xi8>) -> tensor<3xi8>
    %18 = "arith.constant"() <{value = dense<[true, false]> : vector<2xi1>}> : () -> vector<2xi1>
    %19 = "arith.constant"() <{value = dense<4611686018427387903> : vector<2xindex>}> : () -> vector<2xindex>
    %20 = "arith.select"(%18, %19, %19) : (vector<2xi1>, vector<2xindex>, vector<2xindex>) -> vector<2xindex>
    %21 = "arith.constant"() <{value = dense<[[2.500000e+00, 5.000000e-01, 2.500000e+00, -1.000000e+00]]> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %22 = "scf.forall"(%21) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 1>}> ({
    ^bb0(%arg8: index, %arg9: tensor<1x4xf32>):
      %30 = "arith.constant"() <{value = 0 : index}> : () -> index
      %31 = "arith.constant"() <{value = 1 : index}> : () -> index
      %32 = "tensor.extract"(%21, %30, %31) : (tensor<1x4xf32>, index, index) -> f32
      %33 = "arith.constant"() <{value = dense<0> : vector<3xi64>}> : () -> vector<3xi64>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%21, %arg9, %arg8) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1x4xf32>, tensor<1x4xf32>, index) -> ()
      }) : () -> ()
    }) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %23 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %24 = "arith.negf"(%23) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
    %25 = "arith.constant"() <{value = -2.500000e-01 : bf16}> : () -> bf16
    %26 = "arith.cmpf"(%25, %25) <{fastmath = #arith.fastmath<nnan,ninf,nsz>, predicate = 5 : i64}> : (bf16, bf16) -> i1
    %27 = "arith.constant"() <{value = 5 : index}> : () -> index
    %28 = "tensor.empty"(%27) : (index) -> tensor<?xi8>
    %29 = "arith.constant"() <{value = dense<66> : vector<2xi8>}> : () -> vector<2xi8>
    "func.return"(%28, %29) : (tensor<?xi8>, vector<2xi8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}], function_type = (index, index) -> memref<3xf32>, sym_name = "f1", sym_visibility = "private"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %1 = "arith.cmpi"(%0, %0) <{predicate = 5 : i64}> : (i16, i16) -> i1
    "cf.assert"(%1) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %2 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %3 = "arith.mulf"(%2, %2) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f64, f64) -> f64
    "cf.br"(%arg1)[^bb2] : (index) -> ()
  ^bb2(%4: index):  // pred: ^bb1
    %5 = "arith.constant"() <{value = dense<false> : vector<3xi1>}> : () -> vector<3xi1>
    %6 = "arith.cmpi"(%5, %5) <{predicate = 5 : i64}> : (vector<3xi1>, vector<3xi1>) -> vector<3xi1>
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // pred: ^bb2
    "cf.assert"(%1) <{msg = "bounds check"}> : (i1) -> ()
    %7 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %8 = "arith.cmpi"(%7, %7) <{predicate = 6 : i64}> : (i8, i8) -> i1
    "cf.cond_br"(%8)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // 2 preds: ^bb3, ^bb3
    %9 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %10 = "tensor.empty"() : () -> tensor<3xf32>
    %11 = "linalg.fill"(%9, %10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      "linalg.yield"(%arg2) : (f32) -> ()
    }) : (f32, tensor<3xf32>) -> tensor<3xf32>
    %12 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xf32>
    "func.return"(%12) : (memref<3xf32>) -> ()
  }) {ref = @inner::@helper7} : () -> ()
}) : () -> ()

