#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<4.000000e+02> : tensor<8x4x2xf32>, sym_name = "g0", sym_visibility = "private", type = memref<8x4x2xf32>}> : () -> ()
  "func.func"() <{function_type = () -> (f32, vector<2x4xf32>), res_attrs = [{}, {llvm.noundef, test.tag = "x"}], sym_name = "f0", sym_visibility = "public"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.cmpi"(%0, %0) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "tensor.empty"(%2) : (index) -> tensor<?x4x2xi16>
    %4 = "arith.shrui"(%3, %3) : (tensor<?x4x2xi16>, tensor<?x4x2xi16>) -> tensor<?x4x2xi16>
    %5 = "arith.constant"() <{value = dense<0> : tensor<2x4xi16>}> : () -> tensor<2x4xi16>
    %6 = "linalg.generic"(%5, %5) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: i16, %arg8: i16):
      %27 = "arith.addi"(%arg7, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
      "linalg.yield"(%27) : (i16) -> ()
    }) : (tensor<2x4xi16>, tensor<2x4xi16>) -> tensor<2x4xi16>
    %7 = "scf.while"(%0) ({
    ^bb0(%arg6: i32):
      %24 = "arith.constant"() <{value = dense<1> : vector<2x4xindex>}> : () -> vector<2x4xindex>
      %25 = "arith.constant"() <{value = dense<[[-1, -1, 76, 18], [4611686018427387903, 1, 4611686018427387903, 4611686018427387903]]> : vector<2x4xindex>}> : () -> vector<2x4xindex>
      %26 = "arith.shrui"(%24, %25) : (vector<2x4xindex>, vector<2x4xindex>) -> vector<2x4xindex>
      "scf.condition"(%1, %0) : (i1, i32) -> ()
    }, {
    ^bb0(%arg2: i32):
      %15 = "arith.constant"() <{value = 2 : i16}> : () -> i16
      %16 = "arith.constant"() <{value = 9 : i16}> : () -> i16
      %17 = "arith.constant"() <{value = 3 : i16}> : () -> i16
      %18 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %19 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
      %20:2 = "scf.for"(%15, %16, %17, %18, %19) ({
      ^bb0(%arg3: i16, %arg4: f32, %arg5: f64):
        %21 = "math.erfc"(%18) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
        %22 = "arith.negf"(%19) <{fastmath = #arith.fastmath<afn>}> : (f64) -> f64
        %23 = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
        "scf.yield"(%21, %22) : (f32, f64) -> ()
      }) : (i16, i16, i16, f32, f64) -> (f32, f64)
      "scf.yield"(%0) : (i32) -> ()
    }) : (i32) -> i32
    %8 = "memref.get_global"() <{name = @g0}> : () -> memref<8x4x2xf32>
    %9 = "tensor.empty"() : () -> tensor<2x4xbf16>
    %10 = "arith.constant"() <{value = dense<[1.000000e+00, -7.500000e+00]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
    %11 = "linalg.reduce"(%9, %10) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg0: bf16, %arg1: bf16):
      %14 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%14) : (bf16) -> ()
    }) : (tensor<2x4xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
    %12 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = dense<5.000000e-01> : vector<2x4xf32>}> : () -> vector<2x4xf32>
    "func.return"(%12, %13) : (f32, vector<2x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

