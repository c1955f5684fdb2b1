#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, tensor<4x?xi16>) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {test.foo = 1 : i32}], function_type = (vector<4x4xi16>, vector<8x8xi32>, i32) -> (memref<4x4xindex>, tensor<8x8xi16>), res_attrs = [{llvm.noundef}, {}], sym_name = "kernel_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: vector<4x4xi16>, %arg1: vector<8x8xi32>, %arg2: i32):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x1xf64>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x8xf64>
    %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x8xf64>
    "linalg.matmul"(%0, %1, %2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f64, %arg9: f64, %arg10: f64):
      %32 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %33 = "arith.addf"(%arg10, %32) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%33) : (f64) -> ()
    }) : (memref<8x1xf64>, memref<1x8xf64>, memref<8x8xf64>) -> ()
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.extsi"(%3) : (i1) -> i16
    %5 = "arith.constant"() <{value = dense<60> : vector<8x8xi8>}> : () -> vector<8x8xi8>
    %6 = "arith.cmpi"(%5, %5) <{predicate = 8 : i64}> : (vector<8x8xi8>, vector<8x8xi8>) -> vector<8x8xi1>
    %7 = "arith.cmpi"(%arg2, %arg2) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %8 = "arith.constant"() <{value = 1.000000e+02 : bf16}> : () -> bf16
    "scf.while"(%8, %arg2) ({
    ^bb0(%arg6: bf16, %arg7: i32):
      %28 = "arith.constant"() <{value = -1 : index}> : () -> index
      %29 = "arith.minsi"(%28, %28) : (index, index) -> index
      %30 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %31 = "arith.cmpi"(%arg2, %30) <{predicate = 7 : i64}> : (i32, i32) -> i1
      "scf.condition"(%31) : (i1) -> ()
    }, {
      %21 = "arith.constant"() <{value = 11 : i32}> : () -> i32
      %22 = "arith.minsi"(%arg2, %21) : (i32, i32) -> i32
      %23 = "arith.constant"() <{value = dense<1> : vector<8x8xi64>}> : () -> vector<8x8xi64>
      %24 = "arith.uitofp"(%23) : (vector<8x8xi64>) -> vector<8x8xbf16>
      %25 = "tensor.empty"() : () -> tensor<4x4xi32>
      %26 = "tensor.expand_shape"(%25) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 1, 4>}> : (tensor<4x4xi32>) -> tensor<4x1x4xi32>
      %27 = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
      "scf.yield"(%27, %22) : (bf16, i32) -> ()
    }) : (bf16, i32) -> ()
    %9 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    %10 = "arith.negf"(%9) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "memref.dim"(%1, %11) : (memref<1x8xf64>, index) -> index
    %13 = "arith.constant"() <{value = dense<2.500000e+00> : tensor<8x4xf64>}> : () -> tensor<8x4xf64>
    %14 = "tensor.empty"() : () -> tensor<8xf64>
    %15 = "linalg.generic"(%13, %13, %14) <{indexing_maps = [#map3, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f64, %arg4: f64, %arg5: f64):
      %19 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %20 = "arith.addf"(%19, %arg5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%20) : (f64) -> ()
    }) : (tensor<8x4xf64>, tensor<8x4xf64>, tensor<8xf64>) -> tensor<8xf64>
    %16 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %17 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xindex>
    %18 = "tensor.empty"() : () -> tensor<8x8xi16>
    "func.return"(%17, %18) : (memref<4x4xindex>, tensor<8x8xi16>) -> ()
  }) : () -> ()
}) : () -> ()

