#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<-7.500000e+00> : tensor<1xbf16>, sym_name = "g0", sym_visibility = "private", type = memref<1xbf16>}> : () -> ()
  "func.func"() <{function_type = () -> memref<2xindex>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.zeroext}, {llvm.noundef}, {}], function_type = (i32, index, index) -> index, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "f0", sym_visibility = "public"}> ({
  ^bb0(%arg0: i32, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = dense<-2.500000e-01> : tensor<3x4xf32>}> : () -> tensor<3x4xf32>
    %1 = "math.isnan"(%0) <{fastmath = #arith.fastmath<none>}> : (tensor<3x4xf32>) -> tensor<3x4xi1>
    %2 = "func.call"() <{callee = @ext0}> : () -> memref<2xindex>
    %3 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %4 = "arith.cmpf"(%3, %3) <{fastmath = #arith.fastmath<nnan,ninf,nsz>, predicate = 10 : i64}> : (f64, f64) -> i1
    %5 = "memref.get_global"() <{name = @g0}> : () -> memref<1xbf16>
    %6 = "tensor.empty"() : () -> tensor<1xi1>
    %7 = "arith.constant"() <{value = dense<-1> : tensor<1xindex>}> : () -> tensor<1xindex>
    %8 = "arith.select"(%6, %7, %7) : (tensor<1xi1>, tensor<1xindex>, tensor<1xindex>) -> tensor<1xindex>
    %9 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
    %10 = "math.log"(%9) <{fastmath = #arith.fastmath<fast>}> : (f64) -> f64
    %11 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x4xf32>
    %12 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xf32>
    "linalg.generic"(%11, %12) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      %29 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %30 = "math.absf"(%29) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%30) : (f32) -> ()
    }) : (memref<3x4xf32>, memref<3xf32>) -> ()
    %13 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xindex>
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%arg2, %13, %14, %15) : (index, memref<1x4xindex>, index, index) -> ()
    %16 = "arith.constant"() <{value = -1.000000e+00 : f16}> : () -> f16
    %17 = "tensor.splat"(%16) : (f16) -> tensor<1xf16>
    %18 = "arith.cmpi"(%arg0, %arg0) <{predicate = 5 : i64}> : (i32, i32) -> i1
    "cf.assert"(%18) <{msg = "ok"}> : (i1) -> ()
    %19 = "arith.constant"() <{value = dense<1.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>
    %20 = "math.isinf"(%19) <{fastmath = #arith.fastmath<none>}> : (vector<1xf32>) -> vector<1xi1>
    %21 = "arith.constant"() <{value = dense<1.500000e-01> : tensor<3x4xf32>}> : () -> tensor<3x4xf32>
    %22 = "arith.cmpf"(%21, %21) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %23 = "arith.constant"() <{value = 64 : i64}> : () -> i64
    %24:2 = "arith.mului_extended"(%23, %23) : (i64, i64) -> (i64, i64)
    %25 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %26 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    "scf.for"(%25, %25, %26) ({
    ^bb0(%arg3: i64):
      %27 = "arith.constant"() <{value = dense<127> : vector<4x8xi8>}> : () -> vector<4x8xi8>
      %28 = "arith.shli"(%27, %27) <{overflowFlags = #arith.overflow<none>}> : (vector<4x8xi8>, vector<4x8xi8>) -> vector<4x8xi8>
      "scf.yield"() : () -> ()
    }) : (i64, i64, i64) -> ()
    "func.return"(%15) : (index) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

