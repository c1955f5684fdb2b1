#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}], function_type = (memref<8x8xindex>, index) -> vector<3x4xi32>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}, {}], function_type = (index, memref<2x4xf32>, i64) -> memref<4x4xindex>, sym_name = "ext1", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {test.foo = 1 : i32}], function_type = (index, i32, tensor<2x4xindex>) -> i64, sym_name = "compute0"}> ({
  ^bb0(%arg5: index, %arg6: i32, %arg7: tensor<2x4xindex>):
    %15 = "arith.constant"() <{value = dense<[[1.000000e+00, 5.000000e-01], [5.000000e-01, 2.500000e+00], [5.000000e-01, 1.000000e+02]]> : tensor<3x2xf32>}> : () -> tensor<3x2xf32>
    %16 = "scf.forall"(%15) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 3>}> ({
    ^bb0(%arg14: index, %arg15: tensor<3x2xf32>):
      %36 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xindex>
      %37 = "arith.constant"() <{value = 1 : index}> : () -> index
      %38 = "memref.load"(%36, %37) : (memref<2xindex>, index) -> index
      %39 = "tensor.empty"() : () -> tensor<1x1xf32>
      %40 = "tensor.insert_slice"(%39, %15) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 1, 1>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<1x1xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
      %41 = "arith.constant"() <{value = dense<-2.500000e-01> : tensor<1x2xf32>}> : () -> tensor<1x2xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%41, %arg15, %arg14) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: 1, 1>}> : (tensor<1x2xf32>, tensor<3x2xf32>, index) -> ()
      }) : () -> ()
    }) : (tensor<3x2xf32>) -> tensor<3x2xf32>
    %17 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xindex>
    %18 = "arith.constant"() <{value = 1 : index}> : () -> index
    %19 = "arith.constant"() <{value = 2 : index}> : () -> index
    "memref.store"(%arg5, %17, %18, %19) : (index, memref<2x4xindex>, index, index) -> ()
    %20 = "memref.cast"(%17) : (memref<2x4xindex>) -> memref<2x?xindex>
    %21 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x3xf32>
    %22 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x3xf32>
    "linalg.generic"(%21, %22, %21) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
      %34 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %35 = "arith.addf"(%34, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%35) : (f32) -> ()
    }) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
    %23 = "arith.constant"() <{value = 2 : index}> : () -> index
    %24 = "arith.constant"() <{value = 2 : index}> : () -> index
    %25 = "arith.constant"() <{value = 1 : index}> : () -> index
    %26:2 = "scf.for"(%23, %24, %25, %25, %arg5) ({
    ^bb0(%arg8: index, %arg9: index, %arg10: index):
      %28 = "arith.constant"() <{value = 4 : index}> : () -> index
      %29 = "arith.constant"() <{value = 4 : index}> : () -> index
      %30 = "memref.alloc"(%28, %29) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xindex, #map1>
      %31 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xindex>
      %32 = "arith.constant"() <{value = 0 : index}> : () -> index
      %33 = "memref.load"(%31, %32) : (memref<2xindex>, index) -> index
      "scf.yield"(%arg10, %19) : (index, index) -> ()
    }) : (index, index, index, index, index) -> (index, index)
    %27 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    "func.return"(%27) : (i64) -> ()
  }) {test.kernel} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef}, {}], function_type = (memref<2xi64>, index, i64, tensor<2xf64>) -> (f32, tensor<2x4xindex>), sym_name = "fn.1", sym_visibility = "public"}> ({
  ^bb0(%arg0: memref<2xi64>, %arg1: index, %arg2: i64, %arg3: tensor<2xf64>):
    %0 = "tensor.empty"() : () -> tensor<4x3xi64>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "tensor.dim"(%0, %1) : (tensor<4x3xi64>, index) -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    "memref.store"(%arg2, %arg0, %3) : (i64, memref<2xi64>, index) -> ()
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg4: index):
      %11 = "arith.constant"() <{value = dense<1.500000e-01> : vector<2xf64>}> : () -> vector<2xf64>
      %12 = "arith.negf"(%11) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<2xf64>) -> vector<2xf64>
      %13 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
      %14 = "arith.ori"(%13, %arg4) : (index, index) -> index
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %4 = "arith.constant"() <{value = 33 : index}> : () -> index
    %5:2 = "func.call"(%arg0, %3, %arg2, %arg3) <{callee = @fn.1}> : (memref<2xi64>, index, i64, tensor<2xf64>) -> (f32, tensor<2x4xindex>)
    %6 = "arith.constant"() <{value = dense<1> : vector<2xi16>}> : () -> vector<2xi16>
    %7 = "arith.cmpi"(%6, %6) <{predicate = 8 : i64}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi1>
    %8 = "arith.constant"() <{value = dense<4611686018427387903> : tensor<2xi64>}> : () -> tensor<2xi64>
    %9 = "arith.maxsi"(%8, %8) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %10 = "arith.constant"() <{value = dense<[[20, -8, 0, 0], [1, 65, 1, -14]]> : tensor<2x4xindex>}> : () -> tensor<2x4xindex>
    "func.return"(%5#0, %10) : (f32, tensor<2x4xindex>) -> ()
  }) : () -> ()
}) : () -> ()

