#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {llvm.noundef, test.tag = "x"}], function_type = (f16, memref<2x8xbf16>, vector<2x8xi16>, bf16) -> memref<2x?xf16>, res_attrs = [{test.foo = 1 : i32}], sym_name = "kernel_0"}> ({
  ^bb0(%arg2: f16, %arg3: memref<2x8xbf16>, %arg4: vector<2x8xi16>, %arg5: bf16):
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg14: index):
      %44:2 = "arith.mulsi_extended"(%arg4, %arg4) : (vector<2x8xi16>, vector<2x8xi16>) -> (vector<2x8xi16>, vector<2x8xi16>)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %22 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<2x8xf32>}> : () -> vector<2x8xf32>
    %23 = "arith.negf"(%22) <{fastmath = #arith.fastmath<none>}> : (vector<2x8xf32>) -> vector<2x8xf32>
    %24 = "tensor.empty"() : () -> tensor<1xf16>
    %25 = "tensor.insert_slice"(%24, %24) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf16>, tensor<1xf16>) -> tensor<1xf16>
    %26 = "tensor.empty"() : () -> tensor<2x8xf16>
    %27 = "tensor.empty"() : () -> tensor<2xf16>
    %28 = "linalg.generic"(%26, %26, %27) <{doc = "elementwise", indexing_maps = [#map, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg11: f16, %arg12: f16, %arg13: f16):
      %41 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %42 = "arith.addf"(%41, %arg13) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %43 = "math.absf"(%42) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      "linalg.yield"(%43) : (f16) -> ()
    }) : (tensor<2x8xf16>, tensor<2x8xf16>, tensor<2xf16>) -> tensor<2xf16>
    %29 = "arith.constant"() <{value = 2 : i16}> : () -> i16
    %30 = "arith.constant"() <{value = 6 : i16}> : () -> i16
    %31 = "arith.constant"() <{value = 2 : i16}> : () -> i16
    %32 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %33:2 = "scf.for"(%29, %30, %31, %arg2, %32) ({
    ^bb0(%arg6: i16, %arg7: f16, %arg8: f32):
      "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 2, 7>}> ({
      ^bb0(%arg9: index, %arg10: index):
        %36 = "arith.constant"() <{value = -9 : i64}> : () -> i64
        %37 = "arith.constant"() <{value = 20 : i64}> : () -> i64
        %38 = "arith.cmpi"(%36, %37) <{predicate = 6 : i64}> : (i64, i64) -> i1
        "scf.if"(%38) ({
          %40 = "arith.addf"(%arg2, %arg7) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f16, f16) -> f16
          "scf.yield"() : () -> ()
        }, {
          %39 = "arith.cmpi"(%38, %38) <{predicate = 9 : i64}> : (i1, i1) -> i1
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.forall.in_parallel"() ({
        ^bb0:
        }) : () -> ()
      }) : () -> ()
      "scf.yield"(%arg7, %arg8) : (f16, f32) -> ()
    }) : (i16, i16, i16, f16, f32) -> (f16, f32)
    %34 = "arith.constant"() <{value = 7 : index}> : () -> index
    %35 = "memref.alloca"(%34) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<2x?xf16>
    "func.return"(%35) : (memref<2x?xf16>) -> ()
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = () -> (tensor<2x?xbf16>, vector<2x8xf16>, tensor<2x8xbf16>), res_attrs = [{test.foo = 1 : i32}, {}, {}], sym_name = "f1", sym_visibility = "private"}> ({
    %0 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<4xf16>}> : () -> tensor<4xf16>
    %1 = "arith.constant"() <{value = dense<-1> : vector<2x8xindex>}> : () -> vector<2x8xindex>
    %2 = "arith.xori"(%1, %1) : (vector<2x8xindex>, vector<2x8xindex>) -> vector<2x8xindex>
    %3 = "arith.constant"() <{value = dense<1.000000e+00> : vector<2x8xbf16>}> : () -> vector<2x8xbf16>
    %4 = "math.copysign"(%3, %3) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<2x8xbf16>, vector<2x8xbf16>) -> vector<2x8xbf16>
    %5 = "tensor.empty"() : () -> tensor<2x8xf32>
    %6 = "tensor.empty"() : () -> tensor<2xf32>
    %7 = "linalg.generic"(%5, %6) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg0: f32, %arg1: f32):
      %20 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %21 = "math.absf"(%20) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%21) : (f32) -> ()
    }) : (tensor<2x8xf32>, tensor<2xf32>) -> tensor<2xf32>
    %8 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    %11 = "memref.view"(%8, %9, %10) : (memref<2048xi8>, index, index) -> memref<?x4xf64>
    %12 = "memref.expand_shape"(%8) <{reassociation = [[0, 1]], static_output_shape = array<i64: 512, 4>}> : (memref<2048xi8>) -> memref<512x4xi8>
    %13 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %14 = "arith.addf"(%13, %13) <{fastmath = #arith.fastmath<arcp>}> : (f32, f32) -> f32
    %15:3 = "func.call"() <{callee = @f1}> : () -> (tensor<2x?xbf16>, vector<2x8xf16>, tensor<2x8xbf16>)
    %16:3 = "func.call"() <{callee = @f1}> : () -> (tensor<2x?xbf16>, vector<2x8xf16>, tensor<2x8xbf16>)
    %17 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %18 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %19 = "arith.minsi"(%17, %18) : (i32, i32) -> i32
    "func.return"(%15#0, %15#1, %16#2) : (tensor<2x?xbf16>, vector<2x8xf16>, tensor<2x8xbf16>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) : () -> ()

