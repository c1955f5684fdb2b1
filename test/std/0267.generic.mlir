#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {llvm.noundef, test.tag = "x"}, {}], function_type = (memref<4x?x3xf16>, memref<1x4xi8>, tensor<?x1x3xi32>) -> (memref<4x3xi8>, tensor<1x4xi32>), res_attrs = [{llvm.noundef, test.tag = "x"}, {}], sym_name = "fn.0"}> ({
  ^bb0(%arg0: memref<4x?x3xf16>, %arg1: memref<1x4xi8>, %arg2: tensor<?x1x3xi32>):
    %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 39 : i64}> : () -> i64
    %2 = "arith.cmpi"(%0, %1) <{predicate = 8 : i64}> : (i64, i64) -> i1
    "cf.assert"(%2) <{msg = "bounds check"}> : (i1) -> ()
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 6 : index}> : () -> index
    %6 = "memref.view"(%3, %4, %5) : (memref<2048xi8>, index, index) -> memref<?x4xf16>
    %7 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %8 = "arith.cmpf"(%7, %7) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %9 = "arith.constant"() <{value = dense<1.000000e+00> : vector<1x4xf64>}> : () -> vector<1x4xf64>
    %10 = "math.isnan"(%9) <{fastmath = #arith.fastmath<none>}> : (vector<1x4xf64>) -> vector<1x4xi1>
    %11 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.constant"() <{value = 4 : index}> : () -> index
    %14 = "memref.view"(%11, %12, %13) : (memref<2048xi8>, index, index) -> memref<?x4xf16>
    %15 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %16 = "arith.cmpi"(%15, %15) <{predicate = 7 : i64}> : (i8, i8) -> i1
    %17 = "arith.constant"() <{value = dense<[4611686018427387903, 3]> : vector<2xindex>}> : () -> vector<2xindex>
    %18 = "arith.cmpi"(%17, %17) <{predicate = 3 : i64}> : (vector<2xindex>, vector<2xindex>) -> vector<2xi1>
    %19 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x1x3xi32>
    %20 = "memref.reinterpret_cast"(%19) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 12>, static_strides = array<i64: 1>}> : (memref<4x1x3xi32>) -> memref<12xi32, strided<[1]>>
    %21 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xi32>
    %22 = "arith.constant"() <{value = 0 : index}> : () -> index
    %23 = "arith.constant"() <{value = 3 : index}> : () -> index
    %24 = "memref.load"(%21, %22, %23) : (memref<1x4xi32>, index, index) -> i32
    "memref.copy"(%6, %14) : (memref<?x4xf16>, memref<?x4xf16>) -> ()
    %25 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x1x3xi8>
    %26 = "memref.collapse_shape"(%25) <{reassociation = [[0, 1], [2]]}> : (memref<4x1x3xi8>) -> memref<4x3xi8>
    %27 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %28 = "arith.minui"(%27, %27) : (i16, i16) -> i16
    %29 = "memref.reinterpret_cast"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 6>, static_strides = array<i64: 6, 1>}> : (memref<4x1x3xi8>) -> memref<2x6xi8, strided<[6, 1]>>
    %30 = "arith.constant"() <{value = dense<[[-2.500000e-01, 3.000000e+00], [5.000000e-01, 1.503910e-01], [1.000000e+00, 2.500000e+00], [-7.500000e+00, 5.000000e-01]]> : vector<4x2xbf16>}> : () -> vector<4x2xbf16>
    %31 = "arith.extf"(%30) : (vector<4x2xbf16>) -> vector<4x2xf32>
    %32 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %33 = "arith.constant"() <{value = 7 : index}> : () -> index
    %34 = "arith.constant"() <{value = 5 : index}> : () -> index
    %35 = "memref.alloc"(%33, %34) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xf32, #map>
    %36 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<1xf32>}> : () -> vector<1xf32>
    %37 = "math.rsqrt"(%36) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<1xf32>) -> vector<1xf32>
    %38 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xf16>
    %39 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf16>
    "linalg.reduce"(%38, %39) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg3: f16, %arg4: f16):
      %41 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%41) : (f16) -> ()
    }) : (memref<4x8xf16>, memref<8xf16>) -> ()
    %40 = "tensor.empty"() : () -> tensor<1x4xi32>
    "func.return"(%26, %40) : (memref<4x3xi8>, tensor<1x4xi32>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

