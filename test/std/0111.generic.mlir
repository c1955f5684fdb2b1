#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {}, {}], function_type = (f32, f64, tensor<1x?xi32>, f32) -> (), sym_name = "kernel_0", sym_visibility = "public"}> ({
  ^bb0(%arg0: f32, %arg1: f64, %arg2: tensor<1x?xi32>, %arg3: f32):
    %0 = "arith.constant"() <{value = 68 : i32}> : () -> i32
    %1 = "math.fpowi"(%arg3, %0) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
    "func.call"(%1, %arg1, %arg2, %arg0) <{callee = @kernel_0}> : (f32, f64, tensor<1x?xi32>, f32) -> ()
    %2 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %3 = "arith.cmpi"(%2, %2) <{predicate = 5 : i64}> : (i8, i8) -> i1
    "cf.cond_br"(%3, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, f64) -> ()
  ^bb1:  // pred: ^bb0
    %4 = "arith.constant"() <{value = dense<[[1.000000e+00, 4.000000e+02, -1.000000e+00, 2.500000e+00, 4.000000e+02, 2.500000e+00, 1.000000e+00, 1.000000e+00]]> : tensor<1x8xf64>}> : () -> tensor<1x8xf64>
    %5 = "tensor.extract_slice"(%4) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2>, static_sizes = array<i64: 1, 5>, static_strides = array<i64: 1, 1>}> : (tensor<1x8xf64>) -> tensor<1x5xf64>
    %6 = "arith.select"(%3, %arg0, %1) : (i1, f32, f32) -> f32
    %7 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
    "cf.br"(%7)[^bb2] : (f64) -> ()
  ^bb2(%8: f64):  // 2 preds: ^bb0, ^bb1
    %9 = "arith.constant"() <{value = dense<1.000000e+00> : vector<1x1xf32>}> : () -> vector<1x1xf32>
    %10 = "arith.constant"() <{value = dense<0> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
    %11 = "arith.constant"() <{value = dense<35> : tensor<4x4xi32>}> : () -> tensor<4x4xi32>
    %12 = "linalg.matmul"(%10, %11, %10) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: i32, %arg5: i32, %arg6: i32):
      %13 = "arith.muli"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %14 = "arith.addi"(%arg6, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%14) : (i32) -> ()
    }) : (tensor<1x4xi32>, tensor<4x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

