#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef}], function_type = (memref<?x1xf32>, vector<1xbf16>, bf16) -> (), sym_name = "compute0"}> ({
  ^bb0(%arg0: memref<?x1xf32>, %arg1: vector<1xbf16>, %arg2: bf16):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%0, %1, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg7: index):
      %23:2 = "scf.while"(%arg2, %1) ({
      ^bb0(%arg10: bf16, %arg11: index):
        %30 = "arith.constant"() <{value = 1 : index}> : () -> index
        %31 = "arith.cmpi"(%arg11, %30) <{predicate = 9 : i64}> : (index, index) -> i1
        "cf.assert"(%31) <{msg = "bounds check"}> : (i1) -> ()
        "scf.condition"(%31, %arg10, %arg11) : (i1, bf16, index) -> ()
      }, {
      ^bb0(%arg8: bf16, %arg9: index):
        %28 = "arith.constant"() <{value = dense<[[1.503910e-01], [1.000000e+00], [-7.500000e+00]]> : vector<3x1xbf16>}> : () -> vector<3x1xbf16>
        %29 = "math.atanh"(%28) <{fastmath = #arith.fastmath<none>}> : (vector<3x1xbf16>) -> vector<3x1xbf16>
        "scf.yield"(%arg8, %0) : (bf16, index) -> ()
      }) : (bf16, index) -> (bf16, index)
      %24 = "arith.constant"() <{value = dense<[1, 0, -1, -1]> : vector<4xindex>}> : () -> vector<4xindex>
      %25 = "arith.shrsi"(%24, %24) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
      %26 = "arith.constant"() <{value = 1.000000e+02 : f16}> : () -> f16
      %27 = "arith.cmpf"(%26, %26) <{fastmath = #arith.fastmath<nnan,ninf,nsz>, predicate = 0 : i64}> : (f16, f16) -> i1
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %3 = "arith.constant"() <{value = dense<2.500000e+00> : tensor<4x1xbf16>}> : () -> tensor<4x1xbf16>
    "func.call"(%arg0, %arg1, %arg2) <{callee = @compute0}> : (memref<?x1xf32>, vector<1xbf16>, bf16) -> ()
    %4 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%4) <{msg = "ok"}> : (i1) -> ()
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "arith.cmpi"(%5, %6) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %8 = "tensor.empty"() : () -> tensor<4xf32>
    %9 = "arith.constant"() <{value = dense<3.000000e+00> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
    %10 = "linalg.broadcast"(%8, %9) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      "linalg.yield"(%arg5) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %11 = "arith.constant"() <{value = dense<-2.500000e-01> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %12 = "arith.constant"() <{value = dense<-1.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %13 = "linalg.generic"(%11, %12) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      %21 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %22 = "math.absf"(%21) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%22) : (f32) -> ()
    }) : (tensor<1x1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %14 = "tensor.empty"() : () -> tensor<4x4xbf16>
    %15 = "arith.constant"() <{value = 2 : index}> : () -> index
    %16 = "arith.constant"() <{value = 1 : index}> : () -> index
    %17 = "tensor.empty"() : () -> tensor<1x1xbf16>
    %18 = "tensor.insert_slice"(%17, %14, %15, %16) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, static_offsets = array<i64: -9223372036854775808, 3>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, -9223372036854775808>}> : (tensor<1x1xbf16>, tensor<4x4xbf16>, index, index) -> tensor<4x4xbf16>
    %19 = "arith.constant"() <{value = false}> : () -> i1
    %20:2 = "scf.if"(%19) ({
      "scf.yield"(%5, %arg2) : (i32, bf16) -> ()
    }, {
      "scf.yield"(%5, %arg2) : (i32, bf16) -> ()
    }) : (i1) -> (i32, bf16)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

