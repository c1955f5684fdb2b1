#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (f64, tensor<8x4xf32>, index, vector<4xi16>) -> f32, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "helper3", sym_visibility = "public"}> ({
    ^bb0(%arg9: f64, %arg10: tensor<8x4xf32>, %arg11: index, %arg12: vector<4xi16>):
      %30 = "tensor.empty"() : () -> tensor<8xf32>
      %31 = "arith.constant"() <{value = true}> : () -> i1
      "cf.cond_br"(%31, %arg9, %arg9)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f64, f64) -> ()
    ^bb1(%32: f64):  // 2 preds: ^bb0, ^bb0
      %33 = "arith.constant"() <{value = dense<[127, 127, 0, 8, -1, -1, 127, 1]> : tensor<8xi8>}> : () -> tensor<8xi8>
      %34 = "arith.constant"() <{value = 6 : index}> : () -> index
      %35 = "tensor.extract"(%33, %34) : (tensor<8xi8>, index) -> i8
      %36 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
      "cf.br"(%36)[^bb2] : (f64) -> ()
    ^bb2(%37: f64):  // pred: ^bb1
      %38 = "arith.constant"() <{value = 4 : index}> : () -> index
      %39 = "arith.constant"() <{value = 3 : index}> : () -> index
      %40 = "tensor.extract"(%arg10, %38, %39) : (tensor<8x4xf32>, index, index) -> f32
      %41 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      "cf.switch"(%41)[^bb3, ^bb3, ^bb3, ^bb3] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[1, 3, 6]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb3:  // 4 preds: ^bb2, ^bb2, ^bb2, ^bb2
      %42 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
      "func.return"(%42) : (f32) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {}, {llvm.noundef, test.tag = "x"}], function_type = (f64, tensor<2xf32>, f64, vector<4xf32>) -> memref<8xf32>, sym_name = "compute0"}> ({
  ^bb0(%arg0: f64, %arg1: tensor<2xf32>, %arg2: f64, %arg3: vector<4xf32>):
    %0 = "func.call"(%arg0, %arg1, %arg2, %arg3) <{callee = @compute0}> : (f64, tensor<2xf32>, f64, vector<4xf32>) -> memref<8xf32>
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.index_cast"(%1) : (i32) -> index
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "memref.dim"(%0, %3) : (memref<8xf32>, index) -> index
    %5 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %6 = "math.asinh"(%5) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %7 = "arith.negf"(%arg3) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %8 = "arith.constant"() <{value = dense<[-1, 80, 1, 32767]> : vector<4xi16>}> : () -> vector<4xi16>
    %9:2 = "arith.mului_extended"(%8, %8) : (vector<4xi16>, vector<4xi16>) -> (vector<4xi16>, vector<4xi16>)
    %10 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %11 = "arith.remf"(%10, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %12 = "arith.constant"() <{value = -16 : i16}> : () -> i16
    %13 = "arith.subi"(%12, %12) <{overflowFlags = #arith.overflow<nsw>}> : (i16, i16) -> i16
    %14 = "arith.cmpi"(%13, %12) <{predicate = 7 : i64}> : (i16, i16) -> i1
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "arith.constant"() <{value = 2 : index}> : () -> index
    %17 = "scf.for"(%15, %4, %16, %arg2) ({
    ^bb0(%arg4: index, %arg5: f64):
      %21 = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
      %22 = "math.fma"(%21, %21, %21) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16, bf16) -> bf16
      "scf.execute_region"() ({
        %23 = "arith.extui"(%13) : (i16) -> i32
        %24 = "arith.constant"() <{value = dense<[[9, 69, 2147483647, 44], [32, -1, 0, 51], [-1, 45, -5, 29], [57, 1, 38, -1]]> : tensor<4x4xi32>}> : () -> tensor<4x4xi32>
        %25 = "tensor.empty"() : () -> tensor<4xi32>
        %26 = "linalg.generic"(%24, %24, %25) <{indexing_maps = [#map, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg6: i32, %arg7: i32, %arg8: i32):
          %28 = "arith.addi"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %29 = "arith.addi"(%28, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%29) : (i32) -> ()
        }) : (tensor<4x4xi32>, tensor<4x4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %27 = "arith.remui"(%23, %1) : (i32, i32) -> i32
        "scf.yield"() : () -> ()
      }) : () -> ()
      "scf.yield"(%arg0) : (f64) -> ()
    }) : (index, index, index, f64) -> f64
    %18 = "arith.constant"() <{value = dense<[1.000000e+00, 0.000000e+00, -1.000000e+00, -1.000000e+00]> : tensor<4xf64>}> : () -> tensor<4xf64>
    %19 = "arith.fptosi"(%18) : (tensor<4xf64>) -> tensor<4xi32>
    %20 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    "func.return"(%20) : (memref<8xf32>) -> ()
  }) {ref = @inner::@helper3} : () -> ()
}) : () -> ()

