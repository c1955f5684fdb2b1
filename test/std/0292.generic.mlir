#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef}], function_type = (i64, vector<4xi16>, f32) -> (memref<?x2xi8>, i32), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, f32, memref<2x2xindex>) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>) -> f32, sym_name = "kernel_0"}> ({
  ^bb0(%arg2: memref<4xf32>):
    %18 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "arith.constant"() <{value = 3 : index}> : () -> index
    %21 = "memref.view"(%18, %19, %20) : (memref<2048xi8>, index, index) -> memref<?x4xf16>
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 7>}> ({
    ^bb0(%arg3: index):
      %34 = "tensor.empty"() : () -> tensor<4x4xf32>
      %35 = "tensor.empty"() : () -> tensor<4x4xf32>
      %36 = "linalg.generic"(%34, %35, %34) <{doc = "elementwise", indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
        %39 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %40 = "arith.addf"(%39, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%40) : (f32) -> ()
      }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      %37 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
      %38 = "arith.negf"(%37) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %22 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %23 = "arith.cmpi"(%22, %22) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %24 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    "cf.cond_br"(%23, %24)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, f32) -> ()
  ^bb1:  // pred: ^bb0
    %25 = "arith.constant"() <{value = dense<[2.500000e+00, 3.000000e+00, 2.500000e+00, 5.000000e-01]> : vector<4xf32>}> : () -> vector<4xf32>
    %26 = "math.absf"(%25) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<4xf32>) -> vector<4xf32>
    %27 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<4xf32>}> : () -> tensor<4xf32>
    %28 = "arith.negf"(%27) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf32>) -> tensor<4xf32>
    %29 = "arith.cmpi"(%22, %22) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %30 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    "cf.cond_br"(%29, %24, %30)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
  ^bb2(%31: f32):  // 3 preds: ^bb0, ^bb1, ^bb1
    %32 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %33 = "math.acos"(%32) <{fastmath = #arith.fastmath<arcp>}> : (f16) -> f16
    "func.return"(%31) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, vector<4xi8>) -> (tensor<?x2xi8>, tensor<2x?xi8>, memref<2x2xf32>), res_attrs = [{}, {}, {llvm.noundef, test.tag = "x"}], sym_name = "f1", sym_visibility = "private"}> ({
  ^bb0(%arg0: f32, %arg1: vector<4xi8>):
    %0 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %1 = "arith.divsi"(%0, %0) : (i16, i16) -> i16
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "arith.muli"(%2, %2) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
    %5 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    %6 = "arith.mulf"(%4, %5) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
    %7 = "arith.constant"() <{value = -1 : index}> : () -> index
    %8 = "arith.andi"(%7, %7) : (index, index) -> index
    %9 = "arith.constant"() <{value = 34 : i8}> : () -> i8
    %10 = "tensor.from_elements"(%9) : (i8) -> tensor<1xi8>
    %11 = "arith.sitofp"(%2) : (i32) -> f64
    %12 = "arith.minimumf"(%arg0, %arg0) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f32, f32) -> f32
    %13 = "arith.constant"() <{value = 2 : index}> : () -> index
    %14 = "tensor.empty"(%13) : (index) -> tensor<?x2xi8>
    %15 = "arith.constant"() <{value = 3 : index}> : () -> index
    %16 = "tensor.empty"(%15) : (index) -> tensor<2x?xi8>
    %17 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x2xf32>
    "func.return"(%14, %16, %17) : (tensor<?x2xi8>, tensor<2x?xi8>, memref<2x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

