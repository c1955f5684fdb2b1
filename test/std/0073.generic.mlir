"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {test.foo = 1 : i32}, {test.foo = 1 : i32}], function_type = (vector<1xi16>, memref<8x3x2xi32>, i32) -> vector<1xi32>, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (tensor<8x4xi32>) -> tensor<?x4x3xi32>, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "helper0", sym_visibility = "private"}> ({
    ^bb0(%arg8: tensor<8x4xi32>):
      %25 = "arith.constant"() <{value = 39 : i32}> : () -> i32
      %26:2 = "arith.addui_extended"(%25, %25) : (i32, i32) -> (i32, i1)
      %27 = "arith.constant"() <{value = dense<[[1, 14, 2147483647, 0]]> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
      %28 = "scf.forall"(%27) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 1>}> ({
      ^bb0(%arg9: index, %arg10: tensor<1x4xi32>):
        %31 = "arith.constant"() <{value = 1.503910e-01 : bf16}> : () -> bf16
        %32 = "arith.fptoui"(%31) : (bf16) -> i8
        "scf.forall.in_parallel"() ({
          "tensor.parallel_insert_slice"(%27, %arg10, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1x4xi32>, tensor<1x4xi32>, index) -> ()
        }) : () -> ()
      }) : (tensor<1x4xi32>) -> tensor<1x4xi32>
      %29 = "arith.constant"() <{value = 7 : index}> : () -> index
      %30 = "tensor.empty"(%29) : (index) -> tensor<?x4x3xi32>
      "func.return"(%30) : (tensor<?x4x3xi32>) -> ()
    }) {test.kernel} : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.zeroext}], function_type = (i32) -> tensor<8x?x2xi16>, res_attrs = [{test.foo = 1 : i32}], sym_name = "fn.0", sym_visibility = "public"}> ({
  ^bb0(%arg7: i32):
    %12 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %13 = "arith.extsi"(%12) : (i16) -> i32
    %14 = "arith.constant"() <{value = 4 : index}> : () -> index
    %15 = "tensor.empty"(%14) : (index) -> tensor<8x?x2xi16>
    %16 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x3x2xi32>
    %17 = "memref.expand_shape"(%16) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 8, 3, 1, 2>}> : (memref<8x3x2xi32>) -> memref<8x3x1x2xi32>
    %18 = "tensor.empty"() : () -> tensor<8x3x2xi16>
    %19 = "tensor.cast"(%18) : (tensor<8x3x2xi16>) -> tensor<8x3x?xi16>
    %20 = "arith.constant"() <{value = 1 : index}> : () -> index
    %21 = "arith.constant"() <{value = 1 : index}> : () -> index
    %22 = "arith.constant"() <{value = 0 : index}> : () -> index
    %23 = "arith.constant"() <{value = dense<0> : tensor<1x1x2xi16>}> : () -> tensor<1x1x2xi16>
    %24 = "tensor.insert_slice"(%23, %18, %22, %20, %21) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 2>, static_offsets = array<i64: 7, 2, -9223372036854775808>, static_sizes = array<i64: 1, 1, 2>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, 1>}> : (tensor<1x1x2xi16>, tensor<8x3x2xi16>, index, index, index) -> tensor<8x3x2xi16>
    "func.return"(%15) : (tensor<8x?x2xi16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i16, memref<2x1xi32>, i16) -> i16, sym_name = "compute1"}> ({
  ^bb0(%arg0: i16, %arg1: memref<2x1xi32>, %arg2: i16):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "memref.subview"(%arg1, %0) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<2x1xi32>, index) -> memref<2x?xi32, strided<[1, 1]>>
    %2 = "arith.constant"() <{value = false}> : () -> i1
    %3 = "arith.select"(%2, %arg0, %arg2) : (i1, i16, i16) -> i16
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.index_castui"(%4) : (i32) -> index
    %6 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
    %7 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf64>
    "linalg.broadcast"(%6, %7) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg5: f64, %arg6: f64):
      "linalg.yield"(%arg5) : (f64) -> ()
    }) : (memref<4xf64>, memref<4x4xf64>) -> ()
    %8 = "tensor.empty"() : () -> tensor<1x4xf32>
    %9 = "tensor.empty"() : () -> tensor<4xf32>
    %10 = "linalg.reduce"(%8, %9) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      %11 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%11) : (f32) -> ()
    }) : (tensor<1x4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%arg0) : (i16) -> ()
  }) {ref = @inner::@helper0} : () -> ()
}) : () -> ()

