#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}, {llvm.zeroext}], function_type = (bf16, vector<2x8xbf16>, i32) -> (tensor<4xi32>, bf16), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32), res_attrs = [{llvm.signext}, {llvm.zeroext}], sym_name = "fn.0", sym_visibility = "public"}> ({
    %13 = "arith.constant"() <{value = dense<[[-7.500000e+00, -1.000000e+00, 5.000000e-01, 1.503910e-01, 1.000000e+00, 1.000000e+00, 2.500000e+00, 0.000000e+00], [-7.500000e+00, 0.000000e+00, -1.000000e+00, 3.000000e+00, 5.000000e-01, -2.500000e-01, 3.000000e+00, 1.000000e+02]]> : vector<2x8xbf16>}> : () -> vector<2x8xbf16>
    %14 = "arith.minnumf"(%13, %13) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<2x8xbf16>, vector<2x8xbf16>) -> vector<2x8xbf16>
    %15 = "arith.constant"() <{value = 3 : index}> : () -> index
    %16 = "tensor.empty"(%15) : (index) -> tensor<4x4x?xindex>
    %17 = "arith.constant"() <{value = 0 : index}> : () -> index
    %18 = "tensor.dim"(%16, %17) : (tensor<4x4x?xindex>, index) -> index
    %19 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8xindex>
    %20 = "arith.constant"() <{value = 0 : index}> : () -> index
    %21 = "arith.constant"() <{value = 1 : index}> : () -> index
    %22 = "memref.load"(%19, %20, %21) : (memref<2x8xindex>, index, index) -> index
    %23 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "func.return"(%23, %23) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> vector<4x1xi32>, sym_name = "kernel_1", sym_visibility = "private"}> ({
    %0 = "tensor.empty"() : () -> tensor<4xf64>
    %1 = "tensor.empty"() : () -> tensor<4xf64>
    %2 = "linalg.max"(%0, %1, %1) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f64, %arg4: f64, %arg5: f64):
      %12 = "arith.maximumf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%12) : (f64) -> ()
    }) : (tensor<4xf64>, tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %3 = "arith.constant"() <{value = dense<2.500000e+00> : tensor<8x3xf64>}> : () -> tensor<8x3xf64>
    %4 = "tensor.empty"() : () -> tensor<3x1xf64>
    %5 = "arith.constant"() <{value = dense<[[1.000000e+00], [1.500000e-01], [-7.500000e+00], [2.500000e+00], [-2.500000e-01], [4.000000e+02], [1.000000e+00], [1.000000e+00]]> : tensor<8x1xf64>}> : () -> tensor<8x1xf64>
    %6 = "linalg.matmul"(%3, %4, %5) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg0: f64, %arg1: f64, %arg2: f64):
      %10 = "arith.mulf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %11 = "arith.addf"(%arg2, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%11) : (f64) -> ()
    }) : (tensor<8x3xf64>, tensor<3x1xf64>, tensor<8x1xf64>) -> tensor<8x1xf64>
    %7 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
    %8 = "arith.fptosi"(%7) : (f64) -> i8
    %9 = "arith.constant"() <{value = dense<2147483647> : vector<4x1xi32>}> : () -> vector<4x1xi32>
    "func.return"(%9) : (vector<4x1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

