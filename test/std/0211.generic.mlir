#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, tensor<?xf32>) -> f64, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{}, {llvm.zeroext}, {}], function_type = (tensor<4xbf16>, i64, bf16) -> (bf16, bf16, tensor<8xi32>), res_attrs = [{}, {}, {test.foo = 1 : i32}], sym_name = "helper9", sym_visibility = "private"}> ({
    ^bb0(%arg11: tensor<4xbf16>, %arg12: i64, %arg13: bf16):
      %35 = "arith.constant"() <{value = -1 : i16}> : () -> i16
      %36 = "math.ctpop"(%35) : (i16) -> i16
      %37 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
      %38 = "math.fma"(%37, %37, %37) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f64, f64, f64) -> f64
      %39 = "arith.constant"() <{value = 17 : index}> : () -> index
      %40 = "arith.index_castui"(%39) : (index) -> i16
      %41 = "arith.constant"() <{value = dense<1> : tensor<8xi32>}> : () -> tensor<8xi32>
      "func.return"(%arg13, %arg13, %41) : (bf16, bf16, tensor<8xi32>) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (bf16, tensor<3xbf16>) -> (i32, vector<2xi32>, vector<8xi32>), res_attrs = [{}, {llvm.noundef}, {}], sym_name = "f0", sym_visibility = "private"}> ({
  ^bb0(%arg0: bf16, %arg1: tensor<3xbf16>):
    %0 = "arith.constant"() <{value = 76 : index}> : () -> index
    %1 = "scf.index_switch"(%0) <{cases = array<i64: 1, 4, 8>}> ({
      %34 = "arith.constant"() <{value = 21 : index}> : () -> index
      "scf.yield"(%34) : (index) -> ()
    }, {
      %24 = "arith.constant"() <{value = true}> : () -> i1
      %25 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %26 = "arith.select"(%24, %25, %25) : (i1, f32, f32) -> f32
      %27 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<4x4xf64>}> : () -> tensor<4x4xf64>
      %28 = "tensor.empty"() : () -> tensor<4x4xf64>
      %29 = "linalg.generic"(%27, %27, %28) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg8: f64, %arg9: f64, %arg10: f64):
        %31 = "arith.addf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %32 = "arith.addf"(%31, %arg10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %33 = "math.absf"(%32) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
        "linalg.yield"(%33) : (f64) -> ()
      }) : (tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
      %30 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
      "memref.copy"(%30, %30) : (memref<8xi32>, memref<8xi32>) -> ()
      "scf.yield"(%0) : (index) -> ()
    }, {
      %12 = "arith.constant"() <{value = 0 : index}> : () -> index
      %13 = "arith.constant"() <{value = 4 : index}> : () -> index
      %14 = "arith.constant"() <{value = 2 : index}> : () -> index
      %15 = "arith.constant"() <{value = 0 : index}> : () -> index
      %16 = "arith.constant"() <{value = 3 : index}> : () -> index
      %17 = "arith.constant"() <{value = 2 : index}> : () -> index
      %18 = "arith.constant"() <{value = -17 : i32}> : () -> i32
      %19 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %20:2 = "scf.parallel"(%12, %15, %13, %16, %14, %17, %18, %19) <{operandSegmentSizes = array<i32: 2, 2, 2, 2>}> ({
      ^bb0(%arg2: index, %arg3: index):
        "scf.reduce"(%18, %19) ({
        ^bb0(%arg6: i32, %arg7: i32):
          %23 = "arith.xori"(%arg6, %arg7) : (i32, i32) -> i32
          "scf.reduce.return"(%23) : (i32) -> ()
        }, {
        ^bb0(%arg4: f32, %arg5: f32):
          %22 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "scf.reduce.return"(%22) : (f32) -> ()
        }) : (i32, f32) -> ()
      }) : (index, index, index, index, index, index, i32, f32) -> (i32, f32)
      %21 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
      "scf.yield"(%21) : (index) -> ()
    }, {
      "scf.yield"(%0) : (index) -> ()
    }) : (index) -> index
    %2 = "arith.constant"() <{value = true}> : () -> i1
    %3 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    "cf.cond_br"(%2, %4, %3)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f64, i32) -> ()
  ^bb1(%5: i32):  // pred: ^bb0
    %6 = "arith.constant"() <{value = -1 : index}> : () -> index
    %7 = "arith.cmpi"(%1, %6) <{predicate = 3 : i64}> : (index, index) -> i1
    %8 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
    "cf.cond_br"(%7, %8, %8)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f64, f64) -> ()
  ^bb2(%9: f64):  // 3 preds: ^bb0, ^bb1, ^bb1
    %10 = "arith.constant"() <{value = dense<[0, -1]> : vector<2xi32>}> : () -> vector<2xi32>
    %11 = "arith.constant"() <{value = dense<[1, 72, 0, -1, 1, 2147483647, -1, -1]> : vector<8xi32>}> : () -> vector<8xi32>
    "func.return"(%3, %10, %11) : (i32, vector<2xi32>, vector<8xi32>) -> ()
  }) {ref = @inner::@helper9} : () -> ()
}) : () -> ()

