#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {}], function_type = (vector<4x2xbf16>, vector<4x2xi32>, vector<4xi32>) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xi32>, memref<4xbf16>, tensor<4x?xi32>) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> (i32, bf16), res_attrs = [{test.foo = 1 : i32}, {}], sym_name = "helper8", sym_visibility = "public"}> ({
      %30 = "arith.constant"() <{value = dense<5.000000e-01> : vector<4xf64>}> : () -> vector<4xf64>
      %31 = "arith.constant"() <{value = dense<38> : vector<4xi32>}> : () -> vector<4xi32>
      %32 = "math.fpowi"(%30, %31) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<4xf64>, vector<4xi32>) -> vector<4xf64>
      %33 = "arith.constant"() <{value = dense<[[[1], [0], [-1]]]> : vector<1x3x1xi32>}> : () -> vector<1x3x1xi32>
      %34 = "math.ipowi"(%33, %33) : (vector<1x3x1xi32>, vector<1x3x1xi32>) -> vector<1x3x1xi32>
      %35 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x2xi32>
      %36 = "memref.cast"(%35) : (memref<4x2xi32>) -> memref<4x?xi32>
      %37 = "arith.constant"() <{value = 6 : i32}> : () -> i32
      %38 = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
      "func.return"(%37, %38) : (i32, bf16) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> memref<?xbf16>, res_attrs = [{llvm.noundef}], sym_name = "fn.0", sym_visibility = "public"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf32>
    "linalg.generic"(%0, %1, %0) <{doc = "elementwise", indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg0: f32, %arg1: f32, %arg2: f32):
      %28 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %29 = "arith.addf"(%28, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%29) : (f32) -> ()
    }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
    %2 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %3 = "arith.divf"(%2, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4 = "arith.constant"() <{value = dense<5.000000e-01> : vector<4x2xf32>}> : () -> vector<4x2xf32>
    %5 = "math.isnan"(%4) <{fastmath = #arith.fastmath<none>}> : (vector<4x2xf32>) -> vector<4x2xi1>
    %6 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4x2xbf16>}> : () -> vector<4x2xbf16>
    %7 = "arith.constant"() <{value = dense<[[38, -1], [2147483647, 1], [-3, 2147483647], [1, -1]]> : vector<4x2xi32>}> : () -> vector<4x2xi32>
    %8 = "arith.constant"() <{value = dense<43> : vector<4xi32>}> : () -> vector<4xi32>
    "func.call"(%6, %7, %8) <{callee = @ext0}> : (vector<4x2xbf16>, vector<4x2xi32>, vector<4xi32>) -> ()
    %9 = "arith.negf"(%2) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
    %10 = "tensor.empty"() : () -> tensor<4xbf16>
    %11 = "arith.constant"() <{value = -2.500000e-01 : bf16}> : () -> bf16
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "tensor.insert"(%11, %10, %12) : (bf16, tensor<4xbf16>, index) -> tensor<4xbf16>
    %14 = "arith.constant"() <{value = 3 : index}> : () -> index
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%2, %0, %14, %15) : (f32, memref<4x4xf32>, index, index) -> ()
    %16 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x2xi32>
    %17 = "arith.constant"() <{value = 1 : index}> : () -> index
    %18 = "memref.subview"(%16, %17) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 3, 0>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<4x2xi32>, index) -> memref<1x2xi32, strided<[?, 1], offset: 6>>
    %19 = "scf.execute_region"() ({
      %22 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
      %23 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xbf16>
      %24 = "arith.constant"() <{value = 1 : index}> : () -> index
      %25 = "tensor.empty"(%24) : (index) -> tensor<4x?xi32>
      %26 = "func.constant"() <{value = @ext1}> : () -> ((memref<4xi32>, memref<4xbf16>, tensor<4x?xi32>) -> ())
      "func.call_indirect"(%26, %22, %23, %25) : ((memref<4xi32>, memref<4xbf16>, tensor<4x?xi32>) -> (), memref<4xi32>, memref<4xbf16>, tensor<4x?xi32>) -> ()
      %27 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      "scf.yield"(%27) : (i32) -> ()
    }) : () -> i32
    %20 = "arith.constant"() <{value = 8 : index}> : () -> index
    %21 = "memref.alloc"(%20) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xbf16>
    "func.return"(%21) : (memref<?xbf16>) -> ()
  }) {ref = @inner::@helper8} : () -> ()
}) : () -> ()

