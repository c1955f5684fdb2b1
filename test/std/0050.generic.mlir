#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x4x8xindex>) -> i8, res_attrs = [{llvm.zeroext}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = (memref<8xindex>) -> (i32, vector<8xindex>), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {}, {}], function_type = (i8, tensor<8xindex>, tensor<4x4xi8>, index) -> (i8, i8), res_attrs = [{llvm.noundef}, {llvm.noundef}], sym_name = "helper8", sym_visibility = "private"}> ({
    ^bb0(%arg13: i8, %arg14: tensor<8xindex>, %arg15: tensor<4x4xi8>, %arg16: index):
      %29 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %30:2 = "arith.mului_extended"(%29, %29) : (i32, i32) -> (i32, i32)
      %31 = "arith.constant"() <{value = dense<1.000000e+02> : tensor<8xf32>}> : () -> tensor<8xf32>
      %32 = "math.isinf"(%31) <{fastmath = #arith.fastmath<none>}> : (tensor<8xf32>) -> tensor<8xi1>
      %33 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
      %34 = "math.isinf"(%33) <{fastmath = #arith.fastmath<none>}> : (bf16) -> i1
      "func.return"(%arg13, %arg13) : (i8, i8) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {llvm.noundef}, {test.foo = 1 : i32}], function_type = (index, index, index) -> i8, sym_name = "kernel_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi8>
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "memref.load"(%0, %1) : (memref<8xi8>, index) -> i8
    %3 = "arith.constant"() <{value = dense<1.000000e+00> : vector<8x4x8xf32>}> : () -> vector<8x4x8xf32>
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5:2 = "scf.while"(%3, %4) ({
    ^bb0(%arg11: vector<8x4x8xf32>, %arg12: index):
      %26 = "arith.constant"() <{value = 6 : index}> : () -> index
      %27 = "tensor.empty"(%26) : (index) -> tensor<?xindex>
      %28 = "arith.cmpi"(%arg1, %arg0) <{predicate = 8 : i64}> : (index, index) -> i1
      "scf.condition"(%28, %3, %26) : (i1, vector<8x4x8xf32>, index) -> ()
    }, {
    ^bb0(%arg7: vector<8x4x8xf32>, %arg8: index):
      %20 = "arith.constant"() <{value = dense<1> : tensor<8x4x8xi8>}> : () -> tensor<8x4x8xi8>
      %21 = "scf.forall"(%20) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
      ^bb0(%arg9: index, %arg10: tensor<8x4x8xi8>):
        %24 = "arith.constant"() <{value = false}> : () -> i1
        "cf.assert"(%24) <{msg = "x must be \22positive\22"}> : (i1) -> ()
        %25 = "tensor.empty"() : () -> tensor<1x4x8xi8>
        "scf.forall.in_parallel"() ({
          "tensor.parallel_insert_slice"(%25, %arg10, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x8xi8>, tensor<8x4x8xi8>, index) -> ()
        }) : () -> ()
      }) : (tensor<8x4x8xi8>) -> tensor<8x4x8xi8>
      %22 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4x8xindex>
      %23 = "memref.cast"(%22) : (memref<8x4x8xindex>) -> memref<?x?x8xindex>
      "scf.yield"(%3, %arg0) : (vector<8x4x8xf32>, index) -> ()
    }) : (vector<8x4x8xf32>, index) -> (vector<8x4x8xf32>, index)
    %6 = "tensor.empty"() : () -> tensor<8x4x8xindex>
    %7 = "scf.forall"(%6) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg3: index, %arg4: tensor<8x4x8xindex>):
      %13 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4xi16>
      "linalg.generic"(%13, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg5: i16, %arg6: i16):
        %19 = "arith.addi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
        "linalg.yield"(%19) : (i16) -> ()
      }) : (memref<8x4xi16>, memref<8x4xi16>) -> ()
      %14 = "arith.constant"() <{value = 0 : index}> : () -> index
      %15 = "arith.constant"() <{value = 3 : index}> : () -> index
      %16 = "arith.constant"() <{value = 2 : index}> : () -> index
      %17 = "tensor.extract"(%6, %14, %15, %16) : (tensor<8x4x8xindex>, index, index, index) -> index
      %18 = "arith.constant"() <{value = dense<4611686018427387903> : tensor<1x4x8xindex>}> : () -> tensor<1x4x8xindex>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%18, %arg4, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 4, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x8xindex>, tensor<8x4x8xindex>, index) -> ()
      }) : () -> ()
    }) : (tensor<8x4x8xindex>) -> tensor<8x4x8xindex>
    %8 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %9 = "math.exp"(%8) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> f32
    %10 = "arith.constant"() <{value = dense<[-2.500000e-01, -7.500000e+00, 4.000000e+02, 2.500000e+00, 5.000000e-01, -2.500000e-01, 1.000000e+02, 4.000000e+02]> : vector<8xf64>}> : () -> vector<8xf64>
    %11 = "arith.mulf"(%10, %10) <{fastmath = #arith.fastmath<arcp>}> : (vector<8xf64>, vector<8xf64>) -> vector<8xf64>
    %12 = "arith.negf"(%9) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> f32
    "func.return"(%2) : (i8) -> ()
  }) {ref = @inner::@helper8} : () -> ()
}) : () -> ()

