#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (f32, f64, f32) -> f64, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {}], function_type = (memref<?xf64>, f64, memref<1xf32>) -> f64, sym_name = "compute0"}> ({
  ^bb0(%arg0: memref<?xf64>, %arg1: f64, %arg2: memref<1xf32>):
    %0 = "arith.constant"() <{value = dense<[[4.000000e+02, 5.000000e-01, 0.000000e+00, 3.000000e+00], [1.000000e+00, 4.000000e+02, 1.000000e+00, -1.000000e+00], [5.000000e-01, 1.000000e+00, 1.000000e+00, 0.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+02, 3.000000e+00]]> : tensor<4x4xf64>}> : () -> tensor<4x4xf64>
    %1 = "linalg.generic"(%0, %0, %0) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: f64, %arg8: f64, %arg9: f64):
      %38 = "arith.addf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %39 = "arith.addf"(%38, %arg9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %40 = "math.absf"(%39) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "linalg.yield"(%40) : (f64) -> ()
    }) : (tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %2 = "tensor.empty"() : () -> tensor<2x4xf32>
    %3 = "linalg.generic"(%2, %2) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %37 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%37) : (f32) -> ()
    }) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %4 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 3 : index}> : () -> index
    %7 = "tensor.insert"(%4, %3, %5, %6) : (f32, tensor<2x4xf32>, index, index) -> tensor<2x4xf32>
    %8 = "arith.constant"() <{value = 6 : index}> : () -> index
    %9 = "memref.alloca"(%8) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf64>
    %10 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xf32>
    %11 = "func.call"(%9, %arg1, %10) <{callee = @compute0}> : (memref<?xf64>, f64, memref<1xf32>) -> f64
    %12 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%12, %4, %arg1)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f64) -> ()
  ^bb2(%13: f32):  // pred: ^bb1
    %14 = "arith.constant"() <{value = false}> : () -> i1
    %15 = "scf.if"(%14) ({
      %20 = "arith.constant"() <{value = 1 : index}> : () -> index
      %21 = "memref.subview"(%arg2, %20) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: -9223372036854775808>}> : (memref<1xf32>, index) -> memref<1xf32, strided<[?]>>
      %22 = "math.asinh"(%arg1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64) -> f64
      %23 = "scf.if"(%14) ({
        %30 = "arith.constant"() <{value = 1 : index}> : () -> index
        %31 = "tensor.dim"(%2, %30) : (tensor<2x4xf32>, index) -> index
        %32 = "func.call"(%13, %arg1, %13) <{callee = @ext0}> : (f32, f64, f32) -> f64
        %33 = "arith.constant"() <{value = dense<[1.500000e-01, 3.000000e+00, 1.500000e-01, 3.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %34 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %35 = "arith.constant"() <{value = 0 : index}> : () -> index
        %36 = "tensor.insert"(%34, %33, %35) : (f32, tensor<4xf32>, index) -> tensor<4xf32>
        "scf.yield"(%34) : (f32) -> ()
      }, {
        %24 = "arith.constant"() <{value = dense<1> : vector<3xi64>}> : () -> vector<3xi64>
        %25 = "arith.muli"(%24, %24) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<3xi64>, vector<3xi64>) -> vector<3xi64>
        %26 = "arith.constant"() <{value = -1 : i16}> : () -> i16
        %27 = "math.fpowi"(%arg1, %26) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f64, i16) -> f64
        %28 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xi16>
        %29 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x2xi16>
        "linalg.transpose"(%28, %29) <{permutation = array<i64: 1, 0>}> ({
        ^bb0(%arg3: i16, %arg4: i16):
          "linalg.yield"(%arg3) : (i16) -> ()
        }) : (memref<2x4xi16>, memref<4x2xi16>) -> ()
        "scf.yield"(%13) : (f32) -> ()
      }) : (i1) -> f32
      "scf.yield"(%23) : (f32) -> ()
    }, {
      "scf.yield"(%13) : (f32) -> ()
    }) : (i1) -> f32
    %16 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    "cf.br"(%16)[^bb3] : (f64) -> ()
  ^bb3(%17: f64):  // 2 preds: ^bb1, ^bb2
    %18 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %19 = "arith.cmpi"(%18, %18) <{predicate = 7 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%19)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // 2 preds: ^bb3, ^bb3
    "func.return"(%arg1) : (f64) -> ()
  }) : () -> ()
}) : () -> ()

