#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i16, tensor<2x8x4xf16>, f32) -> (f32, tensor<?x8x4xi16>), res_attrs = [{llvm.noundef}, {test.foo = 1 : i32}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (i8, memref<2x8x4xindex>, vector<2x8x4xf32>) -> (), sym_name = "helper3"}> ({
    ^bb0(%arg14: i8, %arg15: memref<2x8x4xindex>, %arg16: vector<2x8x4xf32>):
      %41 = "arith.constant"() <{value = -1 : i64}> : () -> i64
      %42 = "arith.cmpi"(%41, %41) <{predicate = 3 : i64}> : (i64, i64) -> i1
      %43 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4x1xf64>
      "linalg.generic"(%43, %43) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg17: f64, %arg18: f64):
        %47 = "arith.addf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %48 = "math.absf"(%47) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
        "linalg.yield"(%48) : (f64) -> ()
      }) : (memref<2x4x1xf64>, memref<2x4x1xf64>) -> ()
      %44 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
      %45 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
      %46 = "arith.divf"(%44, %45) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "func.return"() : () -> ()
    }) {test.kernel} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f16, memref<2x8x4xf32>) -> (), sym_name = "f0"}> ({
  ^bb0(%arg12: f16, %arg13: memref<2x8x4xf32>):
    %23 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %24 = "arith.cmpf"(%23, %23) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    "cf.br"(%arg12)[^bb1] : (f16) -> ()
  ^bb1(%25: f16):  // pred: ^bb0
    %26 = "arith.constant"() <{value = 78 : i16}> : () -> i16
    %27 = "arith.extsi"(%26) : (i16) -> i32
    "cf.br"(%arg12)[^bb2] : (f16) -> ()
  ^bb2(%28: f16):  // pred: ^bb1
    %29 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<2x4x1xf16>}> : () -> vector<2x4x1xf16>
    %30 = "arith.constant"() <{value = dense<[[[0.000000e+00], [5.000000e-01], [1.000000e+02], [-1.000000e+00]], [[1.000000e+02], [-1.000000e+00], [3.000000e+00], [5.000000e-01]]]> : vector<2x4x1xf16>}> : () -> vector<2x4x1xf16>
    %31 = "arith.maximumf"(%29, %30) <{fastmath = #arith.fastmath<none>}> : (vector<2x4x1xf16>, vector<2x4x1xf16>) -> vector<2x4x1xf16>
    %32 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
    "cf.cond_br"(%24, %32, %arg12)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f16, f16) -> ()
  ^bb3(%33: f16):  // 2 preds: ^bb2, ^bb2
    %34 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %35 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %36 = "arith.cmpi"(%34, %35) <{predicate = 9 : i64}> : (i8, i8) -> i1
    %37 = "arith.select"(%36, %23, %23) : (i1, f32, f32) -> f32
    %38 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "cf.switch"(%38)[^bb4, ^bb4] <{case_operand_segments = array<i32: 0>, case_values = dense<3> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb4:  // 2 preds: ^bb3, ^bb3
    %39 = "tensor.empty"() : () -> tensor<4x8xf16>
    %40 = "tensor.extract_slice"(%39) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 3, 6>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf16>) -> tensor<1x2xf16>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {}], function_type = (f16, f32, memref<?x4xf32>) -> (), sym_name = "compute1", sym_visibility = "public"}> ({
  ^bb0(%arg0: f16, %arg1: f32, %arg2: memref<?x4xf32>):
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 8, 4>}> ({
    ^bb0(%arg7: index, %arg8: index):
      %19 = "arith.constant"() <{value = 0 : index}> : () -> index
      %20 = "arith.constant"() <{value = 0 : index}> : () -> index
      "memref.store"(%arg1, %arg2, %19, %20) : (f32, memref<?x4xf32>, index, index) -> ()
      %21 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8x4xi32>
      "linalg.sub"(%21, %21, %21) <{operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg9: i32, %arg10: i32, %arg11: i32):
        %22 = "arith.subi"(%arg9, %arg10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "linalg.yield"(%22) : (i32) -> ()
      }) : (memref<2x8x4xi32>, memref<2x8x4xi32>, memref<2x8x4xi32>) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %0 = "tensor.empty"() : () -> tensor<2x4x1xf16>
    %1 = "linalg.fill"(%arg0, %0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f16, %arg6: f16):
      "linalg.yield"(%arg5) : (f16) -> ()
    }) : (f16, tensor<2x4x1xf16>) -> tensor<2x4x1xf16>
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    %2 = "arith.constant"() <{value = dense<[[[0], [127], [1], [0]], [[1], [127], [127], [0]]]> : vector<2x4x1xi8>}> : () -> vector<2x4x1xi8>
    %3 = "arith.uitofp"(%2) : (vector<2x4x1xi8>) -> vector<2x4x1xf16>
    %4 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%4, %arg1, %arg1)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
  ^bb3(%5: f32):  // 2 preds: ^bb2, ^bb2
    %6 = "arith.constant"() <{value = 1.503910e-01 : bf16}> : () -> bf16
    %7 = "arith.negf"(%6) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (bf16) -> bf16
    %8 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    "cf.switch"(%8)[^bb4, ^bb4] <{case_operand_segments = array<i32: 0>, case_values = dense<-1> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
  ^bb4:  // 2 preds: ^bb3, ^bb3
    %9 = "arith.constant"() <{value = 45 : i32}> : () -> i32
    %10 = "scf.while"(%9) ({
    ^bb0(%arg4: i32):
      %12 = "arith.constant"() <{value = 0 : index}> : () -> index
      %13 = "arith.constant"() <{value = 1 : index}> : () -> index
      %14 = "memref.load"(%arg2, %12, %13) : (memref<?x4xf32>, index, index) -> f32
      %15 = "arith.constant"() <{value = dense<true> : vector<2x1xi1>}> : () -> vector<2x1xi1>
      %16 = "arith.extui"(%15) : (vector<2x1xi1>) -> vector<2x1xi8>
      %17 = "arith.constant"() <{value = true}> : () -> i1
      %18 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      "scf.condition"(%17, %18) : (i1, i32) -> ()
    }, {
    ^bb0(%arg3: i32):
      %11 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      "scf.yield"(%11) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"() : () -> ()
  }) {ref = @inner::@helper3} : () -> ()
}) : () -> ()

