#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {}], function_type = (i32, f32, vector<1x8xf32>) -> i32, res_attrs = [{test.foo = 1 : i32}], sym_name = "fn.0", sym_visibility = "public"}> ({
  ^bb0(%arg0: i32, %arg1: f32, %arg2: vector<1x8xf32>):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4x1xf16>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4x1xf16>
    "linalg.generic"(%0, %1, %0) <{doc = "elementwise", indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f16, %arg9: f16, %arg10: f16):
      %46 = "arith.addf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %47 = "arith.addf"(%46, %arg10) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%47) : (f16) -> ()
    }) : (memref<4x4x1xf16>, memref<4x4x1xf16>, memref<4x4x1xf16>) -> ()
    %2 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%2) <{msg = "bounds check"}> : (i1) -> ()
    %3 = "arith.constant"() <{value = 6 : index}> : () -> index
    %4 = "tensor.empty"(%3) : (index) -> tensor<4x4x?xf64>
    %5 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6 = "tensor.empty"(%5) : (index) -> tensor<4x4x?xi32>
    %7 = "math.fpowi"(%4, %6) <{fastmath = #arith.fastmath<none>}> : (tensor<4x4x?xf64>, tensor<4x4x?xi32>) -> tensor<4x4x?xf64>
    %8 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
    %9 = "math.ceil"(%8) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64) -> f64
    %10 = "arith.constant"() <{value = true}> : () -> i1
    %11:2 = "scf.if"(%10) ({
      "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 7, 1>}> ({
      ^bb0(%arg3: index, %arg4: index):
        %30 = "tensor.empty"() : () -> tensor<2x1xi32>
        %31 = "arith.constant"() <{value = dense<-17> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
        %32 = "tensor.empty"() : () -> tensor<2x4xi32>
        %33 = "linalg.matmul"(%30, %31, %32) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg5: i32, %arg6: i32, %arg7: i32):
          %44 = "arith.muli"(%arg5, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %45 = "arith.addi"(%arg7, %44) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%45) : (i32) -> ()
        }) : (tensor<2x1xi32>, tensor<1x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
        %34:2 = "scf.if"(%2) ({
          %40 = "memref.subview"(%1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 3, 0, 0>, static_sizes = array<i64: 1, 1, 1>, static_strides = array<i64: 1, 1, 1>}> : (memref<4x4x1xf16>) -> memref<1x1x1xf16, strided<[4, 1, 1], offset: 12>>
          %41 = "arith.constant"() <{value = -1 : i64}> : () -> i64
          %42 = "arith.constant"() <{value = 31 : i64}> : () -> i64
          %43 = "arith.ori"(%41, %42) : (i64, i64) -> i64
          "scf.yield"(%arg1, %arg1) : (f32, f32) -> ()
        }, {
          %35 = "tensor.cast"(%33) : (tensor<2x4xi32>) -> tensor<?x?xi32>
          %36 = "arith.constant"() <{value = 1 : index}> : () -> index
          %37 = "tensor.dim"(%33, %36) : (tensor<2x4xi32>, index) -> index
          %38 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
          %39 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
          "scf.yield"(%38, %39) : (f32, f32) -> ()
        }) : (i1) -> (f32, f32)
        "scf.forall.in_parallel"() ({
        ^bb0:
        }) : () -> ()
      }) : () -> ()
      %23 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
      %24 = "memref.cast"(%23) : (memref<4xf32>) -> memref<?xf32>
      %25 = "arith.constant"() <{value = 3 : index}> : () -> index
      %26 = "arith.constant"() <{value = 3 : index}> : () -> index
      %27 = "arith.constant"() <{value = 0 : index}> : () -> index
      %28 = "memref.load"(%0, %25, %26, %27) : (memref<4x4x1xf16>, index, index, index) -> f16
      %29 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%arg0, %29) : (i32, i32) -> ()
    }, {
      %19 = "arith.constant"() <{value = dense<[[0.000000e+00, 3.000000e+00, -7.500000e+00, -2.500000e-01, 3.000000e+00, -7.500000e+00, 5.000000e-01, 3.000000e+00]]> : vector<1x8xf16>}> : () -> vector<1x8xf16>
      %20 = "math.log10"(%19) <{fastmath = #arith.fastmath<none>}> : (vector<1x8xf16>) -> vector<1x8xf16>
      %21 = "func.call"(%arg0, %arg1, %arg2) <{callee = @fn.0}> : (i32, f32, vector<1x8xf32>) -> i32
      %22 = "arith.floordivsi"(%2, %2) : (i1, i1) -> i1
      "scf.yield"(%arg0, %21) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    %12 = "arith.constant"() <{value = 2.500000e+00 : f16}> : () -> f16
    %13 = "arith.constant"() <{value = 2 : index}> : () -> index
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%12, %0, %13, %14, %15) : (f16, memref<4x4x1xf16>, index, index, index) -> ()
    %16 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %17 = "func.call"(%16, %arg1, %arg2) <{callee = @fn.0}> : (i32, f32, vector<1x8xf32>) -> i32
    %18 = "arith.select"(%2, %arg1, %arg1) : (i1, f32, f32) -> f32
    "func.return"(%11#1) : (i32) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

