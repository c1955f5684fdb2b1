#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (tensor<4x3xindex>, f64) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i32), res_attrs = [{llvm.zeroext}, {}], sym_name = "compute0"}> ({
    %21 = "arith.constant"() <{value = -7.500000e+00 : f16}> : () -> f16
    %22 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
    %23 = "arith.addf"(%21, %22) <{fastmath = #arith.fastmath<fast>}> : (f16, f16) -> f16
    %24 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xf32>
    "linalg.max"(%24, %24, %24) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
      %52 = "arith.maximumf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%52) : (f32) -> ()
    }) : (memref<2x1xf32>, memref<2x1xf32>, memref<2x1xf32>) -> ()
    %25 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %26 = "arith.constant"() <{value = 59 : index}> : () -> index
    "cf.br"(%25, %26)[^bb1] : (i64, index) -> ()
  ^bb1(%27: i64, %28: index):  // pred: ^bb0
    %29 = "tensor.empty"() : () -> tensor<2xi64>
    %30 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %31 = "arith.constant"() <{value = 9 : i8}> : () -> i8
    %32 = "math.fpowi"(%30, %31) <{fastmath = #arith.fastmath<none>}> : (bf16, i8) -> bf16
    %33 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %34 = "arith.constant"() <{value = 70 : i64}> : () -> i64
    "cf.switch"(%33, %34, %27, %28, %25, %27)[^bb2, ^bb2, ^bb3, ^bb2] <{case_operand_segments = array<i32: 1, 2, 1>, case_values = dense<[3, 6, 8]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 4>}> : (i32, i64, i64, index, i64, i64) -> ()
  ^bb2(%35: i64):  // 3 preds: ^bb1, ^bb1, ^bb1
    %36 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4xf64>}> : () -> vector<4xf64>
    %37 = "arith.divf"(%36, %36) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
    %38 = "arith.constant"() <{value = dense<-7.500000e+00> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %39 = "tensor.empty"() : () -> tensor<4x8xf32>
    %40 = "arith.constant"() <{value = dense<-2.500000e-01> : tensor<8x8xf32>}> : () -> tensor<8x8xf32>
    %41 = "linalg.matmul"(%38, %39, %40) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %50 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %51 = "arith.addf"(%arg7, %50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%51) : (f32) -> ()
    }) : (tensor<8x4xf32>, tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    "cf.br"(%26, %35)[^bb3] : (index, i64) -> ()
  ^bb3(%42: index, %43: i64):  // 2 preds: ^bb1, ^bb2
    %44 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %45 = "math.expm1"(%44) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
    %46 = "arith.constant"() <{value = true}> : () -> i1
    %47 = "arith.constant"() <{value = dense<[[4611686018427387903], [-1]]> : vector<2x1xindex>}> : () -> vector<2x1xindex>
    %48 = "arith.select"(%46, %47, %47) : (i1, vector<2x1xindex>, vector<2x1xindex>) -> vector<2x1xindex>
    %49 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "func.return"(%43, %49) : (i64, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<8xi64>, i64, tensor<2x1xindex>) -> vector<4xi64>, sym_name = "f1"}> ({
  ^bb0(%arg0: vector<8xi64>, %arg1: i64, %arg2: tensor<2x1xindex>):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
    %1 = "memref.reinterpret_cast"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<4xf64>) -> memref<4xf64, strided<[1]>>
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "tensor.extract"(%arg2, %2, %3) : (tensor<2x1xindex>, index, index) -> index
    %5 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
    %6 = "arith.cmpf"(%5, %5) <{fastmath = #arith.fastmath<arcp>, predicate = 14 : i64}> : (f64, f64) -> i1
    %7 = "scf.execute_region"() ({
      %11 = "tensor.empty"() : () -> tensor<4x8xf32>
      %12 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<4xf32>}> : () -> tensor<4xf32>
      %13 = "linalg.generic"(%11, %12) <{doc = "elementwise", indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg3: f32, %arg4: f32):
        %20 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%20) : (f32) -> ()
      }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
      %14 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
      %15 = "arith.constant"() <{value = 0 : index}> : () -> index
      %16 = "memref.view"(%14, %15) : (memref<2048xi8>, index) -> memref<4x8xf32>
      %17 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %18 = "arith.cmpf"(%17, %17) <{fastmath = #arith.fastmath<fast>, predicate = 10 : i64}> : (f32, f32) -> i1
      %19 = "arith.constant"() <{value = dense<[[1, 4611686018427387903, 1], [-1, -1, 65], [4611686018427387903, 0, 0], [-1, 1, 1]]> : tensor<4x3xindex>}> : () -> tensor<4x3xindex>
      "func.call"(%19, %5) <{callee = @ext1}> : (tensor<4x3xindex>, f64) -> ()
      "scf.yield"(%15) : (index) -> ()
    }) : () -> index
    %8 = "arith.constant"() <{value = dense<1> : vector<2x1xi16>}> : () -> vector<2x1xi16>
    %9 = "arith.extui"(%8) : (vector<2x1xi16>) -> vector<2x1xi32>
    %10 = "arith.constant"() <{value = dense<[13, 4, 69, 1]> : vector<4xi64>}> : () -> vector<4xi64>
    "func.return"(%10) : (vector<4xi64>) -> ()
  }) : () -> ()
}) : () -> ()

