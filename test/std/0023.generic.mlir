#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {}, {}], function_type = (vector<4x8x2xf64>, f64, memref<?x8x2xi64>, tensor<?x4xf64>) -> (), sym_name = "helper0"}> ({
    ^bb0(%arg5: vector<4x8x2xf64>, %arg6: f64, %arg7: memref<?x8x2xi64>, %arg8: tensor<?x4xf64>):
      %48 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
      %49 = "arith.constant"() <{value = 0 : index}> : () -> index
      %50 = "arith.constant"() <{value = 3 : index}> : () -> index
      %51 = "memref.view"(%48, %49, %50) : (memref<2048xi8>, index, index) -> memref<?x4xf64>
      %52 = "arith.constant"() <{value = 0 : index}> : () -> index
      %53 = "arith.constant"() <{value = 2 : index}> : () -> index
      %54 = "arith.constant"() <{value = 1 : index}> : () -> index
      %55 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
      %56 = "scf.parallel"(%52, %53, %54, %55) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
      ^bb0(%arg9: index):
        %57 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x2xf32>
        %58 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x2xf32>
        "linalg.matmul"(%57, %58, %57) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
          %61 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %62 = "arith.addf"(%arg14, %61) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%62) : (f32) -> ()
        }) : (memref<4x2xf32>, memref<2x2xf32>, memref<4x2xf32>) -> ()
        %59 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        "scf.reduce"(%59) ({
        ^bb0(%arg10: f32, %arg11: f32):
          %60 = "arith.maximumf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "scf.reduce.return"(%60) : (f32) -> ()
        }) : (f32) -> ()
      }) : (index, index, index, f32) -> f32
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> vector<1xindex>, sym_name = "kernel_0"}> ({
    %0 = "func.call"() <{callee = @kernel_0}> : () -> vector<1xindex>
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %5 = "scf.for"(%1, %2, %3, %4) ({
    ^bb0(%arg3: index, %arg4: i64):
      %41 = "arith.constant"() <{value = dense<false> : vector<4x8x2xi1>}> : () -> vector<4x8x2xi1>
      %42 = "arith.cmpi"(%41, %41) <{predicate = 6 : i64}> : (vector<4x8x2xi1>, vector<4x8x2xi1>) -> vector<4x8x2xi1>
      %43 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
      %44 = "arith.negf"(%43) <{fastmath = #arith.fastmath<arcp>}> : (f64) -> f64
      %45 = "tensor.empty"() : () -> tensor<4x8x2xi16>
      %46 = "arith.constant"() <{value = 1 : index}> : () -> index
      %47 = "tensor.extract_slice"(%45, %46) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 3, 5, 1>, static_sizes = array<i64: -9223372036854775808, 2, 1>, static_strides = array<i64: 1, 1, 1>}> : (tensor<4x8x2xi16>, index) -> tensor<?x2x1xi16>
      "scf.yield"(%arg4) : (i64) -> ()
    }) : (index, index, index, i64) -> i64
    %6 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
    %7 = "arith.negf"(%6) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %8 = "arith.constant"() <{value = dense<27> : vector<4x8x2xi8>}> : () -> vector<4x8x2xi8>
    %9 = "arith.constant"() <{value = dense<127> : vector<4x8x2xi8>}> : () -> vector<4x8x2xi8>
    %10 = "arith.ceildivui"(%8, %9) : (vector<4x8x2xi8>, vector<4x8x2xi8>) -> vector<4x8x2xi8>
    %11 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = dense<28> : tensor<4x4xi64>}> : () -> tensor<4x4xi64>
    %13 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %14 = "math.ceil"(%13) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f32) -> f32
    "cf.br"(%4)[^bb1] : (i64) -> ()
  ^bb1(%15: i64):  // pred: ^bb0
    %16 = "arith.constant"() <{value = dense<[[[-7.500000e+00, 1.000000e+00]], [[-1.000000e+00, 1.000000e+00]], [[1.000000e+00, -1.000000e+00]], [[1.500000e-01, -1.000000e+00]], [[5.000000e-01, -7.500000e+00]], [[-2.500000e-01, -7.500000e+00]], [[4.000000e+02, 1.500000e-01]], [[1.500000e-01, 1.000000e+02]]]> : vector<8x1x2xf32>}> : () -> vector<8x1x2xf32>
    %17 = "arith.constant"() <{value = dense<0> : vector<8x1x2xi8>}> : () -> vector<8x1x2xi8>
    %18 = "math.fpowi"(%16, %17) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<8x1x2xf32>, vector<8x1x2xi8>) -> vector<8x1x2xf32>
    %19 = "arith.constant"() <{value = -2.500000e-01 : f16}> : () -> f16
    %20 = "arith.cmpf"(%19, %19) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %21 = "arith.constant"() <{value = dense<1.000000e+02> : vector<4x4xf16>}> : () -> vector<4x4xf16>
    %22 = "arith.maximumf"(%21, %21) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4x4xf16>, vector<4x4xf16>) -> vector<4x4xf16>
    %23 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %24 = "arith.cmpi"(%23, %23) <{predicate = 8 : i64}> : (i16, i16) -> i1
    "scf.if"(%24) ({
      "cf.assert"(%20) <{msg = ""}> : (i1) -> ()
      %38 = "arith.trunci"(%4) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i64) -> i8
      %39 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<4x1xf64>}> : () -> tensor<4x1xf64>
      %40 = "tensor.cast"(%39) : (tensor<4x1xf64>) -> tensor<?x?xf64>
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %25 = "arith.bitcast"(%7) : (f64) -> i64
    %26 = "arith.constant"() <{value = 34 : i8}> : () -> i8
    %27 = "arith.andi"(%26, %26) : (i8, i8) -> i8
    %28 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<4x8x2xf64>}> : () -> vector<4x8x2xf64>
    %29 = "math.exp"(%28) <{fastmath = #arith.fastmath<arcp>}> : (vector<4x8x2xf64>) -> vector<4x8x2xf64>
    "cf.br"(%11)[^bb2] : (f64) -> ()
  ^bb2(%30: f64):  // pred: ^bb1
    %31 = "tensor.empty"() : () -> tensor<8x2xf32>
    %32 = "arith.constant"() <{value = dense<[[5.000000e-01, 2.500000e+00, 2.500000e+00], [5.000000e-01, 5.000000e-01, 2.500000e+00]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
    %33 = "tensor.empty"() : () -> tensor<8x3xf32>
    %34 = "linalg.matmul"(%31, %32, %33) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg0: f32, %arg1: f32, %arg2: f32):
      %36 = "arith.mulf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %37 = "arith.addf"(%arg2, %36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%37) : (f32) -> ()
    }) : (tensor<8x2xf32>, tensor<2x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %35 = "arith.constant"() <{value = dense<1> : vector<1xindex>}> : () -> vector<1xindex>
    "func.return"(%35) : (vector<1xindex>) -> ()
  }) {ref = @inner::@helper0} : () -> ()
}) : () -> ()

