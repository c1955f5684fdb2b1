#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (index, tensor<4x8xi32>), sym_name = "fn.0"}> ({
    %0 = "arith.constant"() <{value = dense<1.500000e-01> : vector<4x8xf32>}> : () -> vector<4x8xf32>
    %1 = "arith.constant"() <{value = dense<-1.000000e+00> : vector<4x8xf32>}> : () -> vector<4x8xf32>
    %2 = "arith.minimumf"(%0, %1) <{fastmath = #arith.fastmath<arcp>}> : (vector<4x8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
    %3 = "arith.constant"() <{value = -10 : i32}> : () -> i32
    "cf.switch"(%3, %3, %3)[^bb1, ^bb1, ^bb4] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[0, 3]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb0
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 8 : index}> : () -> index
    %8 = "memref.view"(%5, %6, %7) : (memref<2048xi8>, index, index) -> memref<?x4xf16>
    %9 = "arith.constant"() <{value = false}> : () -> i1
    %10 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %11 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    "cf.cond_br"(%9, %10, %11)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i64) -> ()
  ^bb2(%12: i64):  // 2 preds: ^bb1, ^bb1
    %13 = "arith.constant"() <{value = dense<-1> : tensor<8x1xi8>}> : () -> tensor<8x1xi8>
    %14 = "arith.constant"() <{value = dense<[[-1, 0, 127]]> : tensor<1x3xi8>}> : () -> tensor<1x3xi8>
    %15 = "arith.constant"() <{value = dense<8> : tensor<8x3xi8>}> : () -> tensor<8x3xi8>
    %16 = "linalg.matmul"(%13, %14, %15) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg0: i8, %arg1: i8, %arg2: i8):
      %23 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      %24 = "arith.addi"(%arg2, %23) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      "linalg.yield"(%24) : (i8) -> ()
    }) : (tensor<8x1xi8>, tensor<1x3xi8>, tensor<8x3xi8>) -> tensor<8x3xi8>
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // pred: ^bb2
    %17 = "arith.constant"() <{value = 7 : index}> : () -> index
    %18 = "tensor.empty"(%17) : (index) -> tensor<?x8xi64>
    %19 = "arith.trunci"(%18) <{overflowFlags = #arith.overflow<none>}> : (tensor<?x8xi64>) -> tensor<?x8xi16>
    %20 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%20)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // 3 preds: ^bb0, ^bb3, ^bb3
    %21 = "arith.constant"() <{value = 4 : index}> : () -> index
    %22 = "arith.constant"() <{value = dense<0> : tensor<4x8xi32>}> : () -> tensor<4x8xi32>
    "func.return"(%21, %22) : (index, tensor<4x8xi32>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) {test.module_note = "std"} : () -> ()

