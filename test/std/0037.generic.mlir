"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (index, index) -> index, sym_name = "helper0"}> ({
    ^bb0(%arg0: index, %arg1: index):
      %32 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
      %33 = "arith.truncf"(%32) : (f64) -> bf16
      %34 = "arith.constant"() <{value = 5 : index}> : () -> index
      %35 = "tensor.empty"(%34) : (index) -> tensor<?xf32>
      %36 = "arith.maxnumf"(%35, %35) <{fastmath = #arith.fastmath<none>}> : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
      %37 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %38 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %39 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %40 = "scf.for"(%37, %38, %39, %34) ({
      ^bb0(%arg2: i32, %arg3: index):
        %41 = "arith.constant"() <{value = 42 : index}> : () -> index
        "scf.yield"(%41) : (index) -> ()
      }) : (i32, i32, i32, index) -> index
      "func.return"(%34) : (index) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (tensor<1xindex>, tensor<3x3xindex>), sym_name = "fn.0"}> ({
    %0 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
    %1 = "arith.negf"(%0) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "memref.alloc"(%2) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<3x?xindex>
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%2, %3, %4, %5) : (index, memref<3x?xindex>, index, index) -> ()
    %6 = "arith.constant"() <{value = false}> : () -> i1
    %7 = "arith.constant"() <{value = -1 : index}> : () -> index
    "cf.cond_br"(%6, %7, %5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, index) -> ()
  ^bb1(%8: index):  // pred: ^bb0
    %9 = "arith.constant"() <{value = dense<[[-1, -1, 24], [12, 4611686018427387903, -1], [4611686018427387903, -1, 0]]> : tensor<3x3xindex>}> : () -> tensor<3x3xindex>
    %10 = "arith.constant"() <{value = 2 : index}> : () -> index
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "tensor.insert"(%2, %9, %10, %11) : (index, tensor<3x3xindex>, index, index) -> tensor<3x3xindex>
    %13 = "arith.constant"() <{value = -16 : index}> : () -> index
    "cf.br"(%13)[^bb2] : (index) -> ()
  ^bb2(%14: index):  // 2 preds: ^bb0, ^bb1
    %15 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %16 = "arith.maximumf"(%15, %15) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f32, f32) -> f32
    "cf.assert"(%6) <{msg = "bounds check"}> : (i1) -> ()
    %17 = "arith.constant"() <{value = 32 : index}> : () -> index
    %18 = "arith.cmpi"(%4, %17) <{predicate = 0 : i64}> : (index, index) -> i1
    %19 = "arith.constant"() <{value = 78 : i32}> : () -> i32
    "cf.cond_br"(%18, %19, %19)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb3(%20: i32):  // 2 preds: ^bb2, ^bb2
    %21 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
    %22 = "arith.negf"(%21) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
    %23 = "arith.index_castui"(%4) : (index) -> i16
    "cf.br"(%7)[^bb4] : (index) -> ()
  ^bb4(%24: index):  // pred: ^bb3
    %25 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
    %26 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
    %27 = "arith.cmpf"(%25, %26) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %28 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %29 = "arith.shrui"(%28, %28) : (i32, i32) -> i32
    %30 = "arith.constant"() <{value = dense<34> : tensor<1xindex>}> : () -> tensor<1xindex>
    %31 = "arith.constant"() <{value = dense<[[68, 1, 0], [4611686018427387903, -1, 12], [-1, 63, 60]]> : tensor<3x3xindex>}> : () -> tensor<3x3xindex>
    "func.return"(%30, %31) : (tensor<1xindex>, tensor<3x3xindex>) -> ()
  }) {ref = @inner::@helper0} : () -> ()
}) : () -> ()

