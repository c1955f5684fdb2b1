#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (f64, f64, f32) -> (bf16, tensor<8x1xi32>, memref<?x2x?xi32>), sym_name = "f0"}> ({
  ^bb0(%arg11: f64, %arg12: f64, %arg13: f32):
    %22 = "arith.constant"() <{value = dense<2.500000e+00> : tensor<8x2x4xf64>}> : () -> tensor<8x2x4xf64>
    %23 = "scf.forall"(%22) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg14: index, %arg15: tensor<8x2x4xf64>):
      %36 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
      %37 = "arith.constant"() <{value = 7 : index}> : () -> index
      %38 = "arith.constant"() <{value = 4 : index}> : () -> index
      %39 = "memref.alloc"(%37, %38) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xi32, #map>
      %40 = "tensor.empty"() : () -> tensor<1x2x4xf64>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%40, %arg15, %arg14) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 2, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x2x4xf64>, tensor<8x2x4xf64>, index) -> ()
      }) : () -> ()
    }) : (tensor<8x2x4xf64>) -> tensor<8x2x4xf64>
    %24 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%24)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %25 = "scf.execute_region"() ({
      %35 = "tensor.expand_shape"(%22) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 8, 1, 2, 4>}> : (tensor<8x2x4xf64>) -> tensor<8x1x2x4xf64>
      "scf.yield"(%arg12) : (f64) -> ()
    }) : () -> f64
    "cf.cond_br"(%24)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    %26 = "arith.maxnumf"(%arg12, %arg12) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
    %27 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "cf.switch"(%27)[^bb3, ^bb3] <{case_operand_segments = array<i32: 0>, case_values = dense<3> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %28 = "arith.constant"() <{value = dense<34> : vector<4x4xi32>}> : () -> vector<4x4xi32>
    %29 = "arith.trunci"(%28) <{overflowFlags = #arith.overflow<none>}> : (vector<4x4xi32>) -> vector<4x4xi16>
    %30 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %31 = "tensor.empty"() : () -> tensor<8x1xi32>
    %32 = "arith.constant"() <{value = 6 : index}> : () -> index
    %33 = "arith.constant"() <{value = 4 : index}> : () -> index
    %34 = "memref.alloc"(%32, %33) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x2x?xi32>
    "func.return"(%30, %31, %34) : (bf16, tensor<8x1xi32>, memref<?x2x?xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {}, {}], function_type = (i32, vector<4x4xf32>, memref<8x2x4xf64>, tensor<?x?xi32>) -> f64, sym_name = "f1", sym_visibility = "public"}> ({
  ^bb0(%arg0: i32, %arg1: vector<4x4xf32>, %arg2: memref<8x2x4xf64>, %arg3: tensor<?x?xi32>):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "memref.load"(%arg2, %0, %1, %2) : (memref<8x2x4xf64>, index, index, index) -> f64
    %4 = "tensor.empty"() : () -> tensor<1x2xi32>
    %5 = "tensor.cast"(%4) : (tensor<1x2xi32>) -> tensor<1x2xi32>
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10:2 = "scf.for"(%6, %7, %8, %6, %9) ({
    ^bb0(%arg4: i32, %arg5: i32, %arg6: index):
      %11 = "arith.constant"() <{value = 0 : index}> : () -> index
      %12 = "arith.constant"() <{value = 7 : index}> : () -> index
      %13 = "arith.constant"() <{value = 3 : index}> : () -> index
      "scf.for"(%11, %12, %13) ({
      ^bb0(%arg10: index):
        %20 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %21 = "arith.negf"(%20) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      %14 = "tensor.empty"() : () -> tensor<4x4xf16>
      %15 = "arith.constant"() <{value = dense<[[5.000000e-01, 3.000000e+00, 3.000000e+00, 0.000000e+00], [1.500240e-01, -2.500000e-01, 1.000000e+00, 4.000000e+02], [2.500000e+00, -7.500000e+00, 2.500000e+00, 1.000000e+00], [1.000000e+00, -7.500000e+00, 5.000000e-01, 2.500000e+00]]> : tensor<4x4xf16>}> : () -> tensor<4x4xf16>
      %16 = "linalg.mul"(%14, %15, %14) <{operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg7: f16, %arg8: f16, %arg9: f16):
        %19 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
        "linalg.yield"(%19) : (f16) -> ()
      }) : (tensor<4x4xf16>, tensor<4x4xf16>, tensor<4x4xf16>) -> tensor<4x4xf16>
      %17 = "arith.constant"() <{value = 3 : index}> : () -> index
      %18 = "memref.alloc"(%17) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<8x?x4xi32>
      "memref.dealloc"(%18) : (memref<8x?x4xi32>) -> ()
      "scf.yield"(%arg5, %12) : (i32, index) -> ()
    }) : (i32, i32, i32, i32, index) -> (i32, index)
    "func.return"(%3) : (f64) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

