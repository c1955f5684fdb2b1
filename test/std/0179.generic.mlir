"builtin.module"() ({
  "func.func"() <{function_type = (memref<2x2xi64>, i64) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}], function_type = (tensor<2xi64>, f32) -> (), sym_name = "fn.0"}> ({
  ^bb0(%arg0: tensor<2xi64>, %arg1: f32):
    %0 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 25 : index}> : () -> index
    %2 = "arith.index_castui"(%1) : (index) -> i16
    %3 = "arith.constant"() <{value = -7.500000e+00 : f16}> : () -> f16
    %4 = "arith.constant"() <{value = 2.500000e+00 : f16}> : () -> f16
    %5 = "arith.minimumf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %6 = "arith.constant"() <{value = false}> : () -> i1
    %7 = "arith.constant"() <{value = 5 : i64}> : () -> i64
    "cf.cond_br"(%6, %7)[^bb4, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i64) -> ()
  ^bb1:  // pred: ^bb0
    %8 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %9 = "scf.index_switch"(%8) <{cases = array<i64: 1, 3, 6>}> ({
      "scf.yield"(%0) : (f32) -> ()
    }, {
      %14:2 = "scf.index_switch"(%1) <{cases = array<i64: 2, 5>}> ({
        %41 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
        "scf.yield"(%41, %1) : (f64, index) -> ()
      }, {
        %21:2 = "scf.if"(%6) ({
          %30 = "arith.constant"() <{value = 5 : index}> : () -> index
          %31 = "arith.constant"() <{value = 5 : index}> : () -> index
          %32 = "tensor.empty"(%30, %31) : (index, index) -> tensor<?x?xf32>
          %33 = "arith.minimumf"(%32, %32) <{fastmath = #arith.fastmath<none>}> : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
          %34 = "arith.constant"() <{value = dense<4611686018427387903> : tensor<1xi64>}> : () -> tensor<1xi64>
          %35 = "tensor.insert_slice"(%34, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xi64>, tensor<2xi64>) -> tensor<2xi64>
          %36 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
          %37 = "math.ipowi"(%36, %36) : (i32, i32) -> i32
          %38 = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
          %39 = "math.atan"(%38) <{fastmath = #arith.fastmath<nnan,ninf>}> : (bf16) -> bf16
          %40 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
          "scf.yield"(%36, %40) : (i32, f32) -> ()
        }, {
          %23 = "arith.negf"(%5) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
          %24 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
          %25 = "arith.divf"(%24, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %26 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi64>
          %27 = "memref.expand_shape"(%26) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 2>}> : (memref<2xi64>) -> memref<1x2xi64>
          %28 = "arith.constant"() <{value = -14 : i32}> : () -> i32
          %29 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
          "scf.yield"(%28, %29) : (i32, f32) -> ()
        }) : (i1) -> (i32, f32)
        %22 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
        "scf.yield"(%22, %1) : (f64, index) -> ()
      }, {
        %15 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
        %16 = "memref.subview"(%15) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<2xf32>) -> memref<2xf32, strided<[1]>>
        %17 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
        %18 = "arith.constant"() <{value = 1 : index}> : () -> index
        %19 = "tensor.extract_slice"(%17, %18) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 1>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, index) -> tensor<1x1xf32>
        %20 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
        "scf.yield"(%20, %8) : (f64, index) -> ()
      }) : (index) -> (f64, index)
      "scf.yield"(%arg1) : (f32) -> ()
    }, {
      "scf.yield"(%0) : (f32) -> ()
    }, {
      "scf.yield"(%0) : (f32) -> ()
    }) : (index) -> f32
    "cf.cond_br"(%6, %7, %7)[^bb4, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i64) -> ()
  ^bb2(%10: i64):  // pred: ^bb1
    %11 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    "cf.br"(%11)[^bb3] : (i32) -> ()
  ^bb3(%12: i32):  // pred: ^bb2
    "cf.cond_br"(%6, %7, %7)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i64) -> ()
  ^bb4(%13: i64):  // 4 preds: ^bb0, ^bb1, ^bb3, ^bb3
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

