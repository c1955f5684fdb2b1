#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "memref.global"() <{initial_value = dense<1> : tensor<8x8xi16>, sym_name = "g0", sym_visibility = "private", type = memref<8x8xi16>}> : () -> ()
  "func.func"() <{function_type = (memref<?xi64>, tensor<8x8xi64>) -> (), sym_name = "f0", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<?xi64>, %arg1: tensor<8x8xi64>):
    %0 = "arith.constant"() <{value = dense<2147483647> : vector<4x4x8xi32>}> : () -> vector<4x4x8xi32>
    %1 = "math.ipowi"(%0, %0) : (vector<4x4x8xi32>, vector<4x4x8xi32>) -> vector<4x4x8xi32>
    %2 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %3 = "arith.cmpi"(%2, %2) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %4 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %5 = "arith.maxnumf"(%4, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%6, %arg0, %7) : (i64, memref<?xi64>, index) -> ()
    %8 = "arith.constant"() <{value = dense<2.500000e+00> : vector<4x4x8xf32>}> : () -> vector<4x4x8xf32>
    %9 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %10 = "tensor.splat"(%9) : (i64) -> tensor<4x4x8xi64>
    %11 = "arith.cmpi"(%7, %7) <{predicate = 5 : i64}> : (index, index) -> i1
    %12 = "scf.if"(%11) ({
      %14:2 = "scf.index_switch"(%7) <{cases = array<i64: 2, 5>}> ({
        "scf.yield"(%9, %5) : (i64, f32) -> ()
      }, {
        %18 = "arith.constant"() <{value = dense<[[-2.500000e-01, 3.000000e+00, 0.000000e+00, -7.500000e+00, 2.500000e+00, -7.500000e+00, 0.000000e+00, 1.000000e+02], [3.000000e+00, 1.000000e+00, 1.500000e-01, 3.000000e+00, 2.500000e+00, 5.000000e-01, -1.000000e+00, 1.000000e+00]]> : vector<2x8xf64>}> : () -> vector<2x8xf64>
        %19 = "math.copysign"(%18, %18) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<2x8xf64>, vector<2x8xf64>) -> vector<2x8xf64>
        %20 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3xf64>
        %21 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x8xf64>
        %22 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xf64>
        "linalg.matmul"(%20, %21, %22) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg4: f64, %arg5: f64, %arg6: f64):
          %31 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %32 = "arith.addf"(%arg6, %31) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          "linalg.yield"(%32) : (f64) -> ()
        }) : (memref<4x3xf64>, memref<3x8xf64>, memref<4x8xf64>) -> ()
        %23 = "arith.constant"() <{value = 1 : index}> : () -> index
        %24 = "arith.constant"() <{value = 1 : index}> : () -> index
        %25 = "arith.constant"() <{value = -1 : i32}> : () -> i32
        %26 = "scf.for"(%23, %23, %24, %25) ({
        ^bb0(%arg2: index, %arg3: i32):
          %28 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
          %29 = "math.asin"(%28) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f64) -> f64
          %30 = "arith.constant"() <{value = -14 : i32}> : () -> i32
          "scf.yield"(%30) : (i32) -> ()
        }) : (index, index, index, i32) -> i32
        %27 = "arith.constant"() <{value = 13 : i64}> : () -> i64
        "scf.yield"(%27, %5) : (i64, f32) -> ()
      }, {
        %16 = "memref.get_global"() <{name = @g0}> : () -> memref<8x8xi16>
        %17 = "arith.constant"() <{value = 1 : i64}> : () -> i64
        "scf.yield"(%17, %5) : (i64, f32) -> ()
      }) : (index) -> (i64, f32)
      %15 = "arith.constant"() <{value = 42 : i16}> : () -> i16
      "scf.yield"(%15) : (i16) -> ()
    }, {
      %13 = "arith.constant"() <{value = 0 : i16}> : () -> i16
      "scf.yield"(%13) : (i16) -> ()
    }) : (i1) -> i16
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

