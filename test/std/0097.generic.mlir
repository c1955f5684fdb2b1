#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x?xi32>) -> i32, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}], function_type = (i32) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> memref<2xi32>, sym_name = "helper5", sym_visibility = "private"}> ({
      %27 = "arith.constant"() <{value = 8 : index}> : () -> index
      %28 = "arith.constant"() <{value = 6 : index}> : () -> index
      %29 = "memref.alloc"(%27, %28) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xf64, #map>
      %30 = "arith.constant"() <{value = dense<-20> : tensor<3xi32>}> : () -> tensor<3xi32>
      %31 = "tensor.extract_slice"(%30) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<3xi32>) -> tensor<1xi32>
      "memref.copy"(%29, %29) : (memref<?x4xf64, #map>, memref<?x4xf64, #map>) -> ()
      %32 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32>
      "func.return"(%32) : (memref<2xi32>) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {llvm.noundef, test.tag = "x"}, {}], function_type = (i32, f64, f16, f32) -> vector<1x1xf64>, sym_name = "fn.0", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32, %arg1: f64, %arg2: f16, %arg3: f32):
    %0 = "math.log10"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %1 = "arith.constant"() <{value = -6 : index}> : () -> index
    %2 = "arith.constant"() <{value = 32 : index}> : () -> index
    %3 = "arith.cmpi"(%1, %2) <{predicate = 4 : i64}> : (index, index) -> i1
    %4 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %5 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %6 = "arith.divsi"(%4, %5) : (i8, i8) -> i8
    %7 = "tensor.empty"() : () -> tensor<3xi32>
    %8 = "tensor.insert_slice"(%7, %7) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %9 = "arith.maximumf"(%arg3, %arg3) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f32, f32) -> f32
    %10 = "tensor.extract_slice"(%7) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<3xi32>) -> tensor<2xi32>
    %11 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %12 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%11, %12, %13) : (f32, memref<2xf32>, index) -> ()
    %14 = "tensor.extract_slice"(%8) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<3xi32>) -> tensor<1xi32>
    %15 = "arith.constant"() <{value = dense<4.000000e+02> : tensor<2xbf16>}> : () -> tensor<2xbf16>
    %16 = "math.atanh"(%15) <{fastmath = #arith.fastmath<fast>}> : (tensor<2xbf16>) -> tensor<2xbf16>
    "func.call"(%arg0) <{callee = @ext1}> : (i32) -> ()
    %17 = "arith.constant"() <{value = dense<[-2.500000e-01, 1.000000e+02, 1.000000e+02]> : vector<3xf64>}> : () -> vector<3xf64>
    %18 = "arith.cmpf"(%17, %17) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (vector<3xf64>, vector<3xf64>) -> vector<3xi1>
    %19 = "memref.reinterpret_cast"(%12) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<2xf32>) -> memref<2xf32, strided<[1]>>
    "func.call"(%arg0) <{callee = @ext1}> : (i32) -> ()
    %20 = "arith.constant"() <{value = 2 : index}> : () -> index
    %21 = "arith.constant"() <{value = 9 : index}> : () -> index
    %22 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.for"(%20, %21, %22) ({
    ^bb0(%arg4: index):
      %24 = "arith.negf"(%0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64) -> f64
      %25 = "arith.constant"() <{value = dense<[[-9, 0], [-20, 1]]> : vector<2x2xi8>}> : () -> vector<2x2xi8>
      %26:2 = "arith.addui_extended"(%25, %25) : (vector<2x2xi8>, vector<2x2xi8>) -> (vector<2x2xi8>, vector<2x2xi1>)
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %23 = "arith.constant"() <{value = dense<4.000000e+02> : vector<1x1xf64>}> : () -> vector<1x1xf64>
    "func.return"(%23) : (vector<1x1xf64>) -> ()
  }) {ref = @inner::@helper5} : () -> ()
}) : () -> ()

