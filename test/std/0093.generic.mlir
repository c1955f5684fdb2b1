#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{llvm.noundef}, {}], function_type = (tensor<2xindex>, vector<3x4xindex>) -> (memref<3x4xf32>, index), res_attrs = [{test.foo = 1 : i32}, {}], sym_name = "helper4"}> ({
    ^bb0(%arg6: tensor<2xindex>, %arg7: vector<3x4xindex>):
      %26 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8x4xi32>
      "linalg.generic"(%26, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg11: i32, %arg12: i32):
        %42 = "arith.addi"(%arg11, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "linalg.yield"(%42) : (i32) -> ()
      }) : (memref<2x8x4xi32>, memref<2x8x4xi32>) -> ()
      "cf.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      %27 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
      %28 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
      "linalg.mul"(%27, %28, %28) <{operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
        %41 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%41) : (f32) -> ()
      }) : (memref<2xf32>, memref<2xf32>, memref<2xf32>) -> ()
      %29 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      "cf.br"(%29)[^bb2] : (f32) -> ()
    ^bb2(%30: f32):  // pred: ^bb1
      %31 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
      %32:2 = "scf.index_switch"(%31) <{cases = array<i64: 0, 4, 7>}> ({
        %40 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
        "scf.yield"(%40, %40) : (f32, f32) -> ()
      }, {
        "scf.yield"(%30, %30) : (f32, f32) -> ()
      }, {
        "scf.yield"(%30, %30) : (f32, f32) -> ()
      }, {
        "scf.yield"(%30, %30) : (f32, f32) -> ()
      }) : (index) -> (f32, f32)
      %33 = "arith.constant"() <{value = 80 : i32}> : () -> i32
      "cf.br"(%33)[^bb3] : (i32) -> ()
    ^bb3(%34: i32):  // pred: ^bb2
      %35 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
      %36 = "arith.constant"() <{value = 57 : index}> : () -> index
      "cf.br"(%35, %36)[^bb4] : (f32, index) -> ()
    ^bb4(%37: f32, %38: index):  // pred: ^bb3
      %39 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x4xf32>
      "func.return"(%39, %38) : (memref<3x4xf32>, index) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}], function_type = (f32, f32) -> (index, bf16, tensor<?x3xindex>), sym_name = "f0"}> ({
  ^bb0(%arg0: f32, %arg1: f32):
    %0 = "arith.constant"() <{value = 39 : index}> : () -> index
    %1 = "scf.index_switch"(%0) <{cases = array<i64: 1, 3>}> ({
      %25 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4xf64>
      "linalg.transpose"(%25, %25) <{permutation = array<i64: 0, 1>}> ({
      ^bb0(%arg4: f64, %arg5: f64):
        "linalg.yield"(%arg4) : (f64) -> ()
      }) : (memref<8x4xf64>, memref<8x4xf64>) -> ()
      "scf.yield"(%arg0) : (f32) -> ()
    }, {
      %19 = "tensor.empty"() : () -> tensor<3x4xf32>
      %20 = "arith.constant"() <{value = 1 : index}> : () -> index
      %21 = "arith.constant"() <{value = 3 : index}> : () -> index
      %22 = "tensor.extract_slice"(%19, %20, %21) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<3x4xf32>, index, index) -> tensor<1x1xf32>
      %23 = "arith.constant"() <{value = dense<[[1.000000e+00, 4.000000e+02, -2.500000e-01, 3.000000e+00], [1.000000e+00, 1.000000e+00, 4.000000e+02, -1.000000e+00], [5.000000e-01, 4.000000e+02, 3.000000e+00, 4.000000e+02]]> : tensor<3x4xf32>}> : () -> tensor<3x4xf32>
      %24 = "arith.mulf"(%19, %23) <{fastmath = #arith.fastmath<none>}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      "scf.yield"(%arg1) : (f32) -> ()
    }, {
      %10 = "arith.constant"() <{value = 0 : index}> : () -> index
      %11 = "arith.constant"() <{value = 7 : index}> : () -> index
      %12 = "arith.constant"() <{value = 1 : index}> : () -> index
      %13 = "arith.constant"() <{value = 0 : index}> : () -> index
      %14 = "arith.constant"() <{value = 4 : index}> : () -> index
      %15 = "arith.constant"() <{value = 1 : index}> : () -> index
      "scf.parallel"(%10, %13, %11, %14, %12, %15) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
      ^bb0(%arg2: index, %arg3: index):
        %16 = "arith.constant"() <{value = dense<0> : vector<3x4xindex>}> : () -> vector<3x4xindex>
        %17 = "arith.constant"() <{value = dense<1.000000e+02> : vector<3x4xf32>}> : () -> vector<3x4xf32>
        %18 = "arith.remf"(%17, %17) <{fastmath = #arith.fastmath<fast>}> : (vector<3x4xf32>, vector<3x4xf32>) -> vector<3x4xf32>
        "scf.reduce"() : () -> ()
      }) : (index, index, index, index, index, index) -> ()
      "scf.yield"(%arg0) : (f32) -> ()
    }) : (index) -> f32
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %2 = "arith.cmpi"(%0, %0) <{predicate = 7 : i64}> : (index, index) -> i1
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    "cf.cond_br"(%2, %0, %4, %0, %3)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, index, index, index, index) -> ()
  ^bb2(%5: index, %6: index):  // 2 preds: ^bb1, ^bb1
    %7 = "arith.constant"() <{value = -2.500000e-01 : bf16}> : () -> bf16
    %8 = "arith.constant"() <{value = 8 : index}> : () -> index
    %9 = "tensor.empty"(%8) : (index) -> tensor<?x3xindex>
    "func.return"(%0, %7, %9) : (index, bf16, tensor<?x3xindex>) -> ()
  }) {ref = @inner::@helper4} : () -> ()
}) : () -> ()

