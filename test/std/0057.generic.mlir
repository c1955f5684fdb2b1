"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (tensor<2xf32>, index, index, index) -> f32, sym_name = "helper7"}> ({
    ^bb0(%arg10: tensor<2xf32>, %arg11: index, %arg12: index, %arg13: index):
      %22 = "arith.constant"() <{value = dense<[4.000000e+02, 1.000000e+00, 5.000000e-01, 1.000000e+02]> : vector<4xf32>}> : () -> vector<4xf32>
      %23 = "math.asinh"(%22) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<4xf32>) -> vector<4xf32>
      %24 = "arith.constant"() <{value = false}> : () -> i1
      "cf.cond_br"(%24)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %25 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
      %26 = "math.fma"(%25, %25, %25) <{fastmath = #arith.fastmath<none>}> : (f64, f64, f64) -> f64
      "cf.br"()[^bb2] : () -> ()
    ^bb2:  // pred: ^bb1
      %27 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
      %28 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
      %29 = "arith.cmpf"(%27, %28) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
      "cf.cond_br"(%24)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb3:  // 3 preds: ^bb0, ^bb2, ^bb2
      %30 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
      "func.return"(%30) : (f32) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "kernel_0", sym_visibility = "public"}> ({
  ^bb0(%arg0: index):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xindex>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "memref.store"(%arg0, %0, %1) : (index, memref<2xindex>, index) -> ()
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "memref.dim"(%0, %2) : (memref<2xindex>, index) -> index
    %4 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %5 = "math.asin"(%4) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %6 = "tensor.empty"() : () -> tensor<2x4xf32>
    %7 = "scf.forall"(%6) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 2>}> ({
    ^bb0(%arg1: index, %arg2: tensor<2x4xf32>):
      %8 = "arith.constant"() <{value = 0 : index}> : () -> index
      %9 = "arith.constant"() <{value = 8 : index}> : () -> index
      %10 = "arith.constant"() <{value = 1 : index}> : () -> index
      %11 = "arith.constant"() <{value = 0 : index}> : () -> index
      %12 = "arith.constant"() <{value = 4 : index}> : () -> index
      %13 = "arith.constant"() <{value = 1 : index}> : () -> index
      %14 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %15 = "arith.constant"() <{value = 30 : i32}> : () -> i32
      %16:2 = "scf.parallel"(%8, %11, %9, %12, %10, %13, %14, %15) <{operandSegmentSizes = array<i32: 2, 2, 2, 2>}> ({
      ^bb0(%arg3: index, %arg4: index):
        %18 = "arith.constant"() <{value = 1 : index}> : () -> index
        %19 = "arith.constant"() <{value = 1 : index}> : () -> index
        "scf.for"(%18, %11, %19) ({
        ^bb0(%arg9: index):
          "func.call"(%9) <{callee = @kernel_0}> : (index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.reduce"(%15, %14) ({
        ^bb0(%arg7: i32, %arg8: i32):
          %21 = "arith.addi"(%arg7, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "scf.reduce.return"(%21) : (i32) -> ()
        }, {
        ^bb0(%arg5: i32, %arg6: i32):
          %20 = "arith.maxsi"(%arg5, %arg6) : (i32, i32) -> i32
          "scf.reduce.return"(%20) : (i32) -> ()
        }) : (i32, i32) -> ()
      }) : (index, index, index, index, index, index, i32, i32) -> (i32, i32)
      %17 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%17, %arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1x4xf32>, tensor<2x4xf32>, index) -> ()
      }) : () -> ()
    }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"() : () -> ()
  }) {ref = @inner::@helper7} : () -> ()
}) : () -> ()

