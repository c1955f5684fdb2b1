#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> f64, sym_name = "f0"}> ({
    %0 = "arith.constant"() <{value = dense<2.500000e+00> : tensor<8x4x4xf64>}> : () -> tensor<8x4x4xf64>
    %1 = "scf.forall"(%0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg17: index, %arg18: tensor<8x4x4xf64>):
      %47 = "arith.constant"() <{value = 0 : index}> : () -> index
      %48 = "arith.constant"() <{value = 5 : index}> : () -> index
      %49 = "arith.constant"() <{value = 2 : index}> : () -> index
      %50 = "arith.constant"() <{value = 0 : index}> : () -> index
      %51 = "arith.constant"() <{value = 6 : index}> : () -> index
      %52 = "arith.constant"() <{value = 1 : index}> : () -> index
      %53 = "arith.constant"() <{value = 127 : i8}> : () -> i8
      %54 = "scf.parallel"(%47, %50, %48, %51, %49, %52, %53) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
      ^bb0(%arg19: index, %arg20: index):
        %56 = "arith.constant"() <{value = 1 : index}> : () -> index
        %57 = "arith.constant"() <{value = 7 : index}> : () -> index
        %58 = "arith.constant"() <{value = 3 : index}> : () -> index
        %59 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
        %60:2 = "scf.for"(%56, %57, %58, %52, %59) ({
        ^bb0(%arg23: index, %arg24: index, %arg25: f64):
          %62 = "arith.constant"() <{value = dense<1> : vector<1xi64>}> : () -> vector<1xi64>
          %63 = "arith.constant"() <{value = dense<23> : vector<1xi64>}> : () -> vector<1xi64>
          %64 = "arith.andi"(%62, %63) : (vector<1xi64>, vector<1xi64>) -> vector<1xi64>
          %65 = "arith.constant"() <{value = 2.500000e+00 : bf16}> : () -> bf16
          %66 = "arith.minimumf"(%65, %65) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
          "scf.yield"(%58, %arg25) : (index, f64) -> ()
        }) : (index, index, index, index, f64) -> (index, f64)
        "scf.reduce"(%53) ({
        ^bb0(%arg21: i8, %arg22: i8):
          %61 = "arith.muli"(%arg21, %arg22) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
          "scf.reduce.return"(%61) : (i8) -> ()
        }) : (i8) -> ()
      }) : (index, index, index, index, index, index, i8) -> i8
      %55 = "arith.constant"() <{value = dense<[[[4.000000e+02, -7.500000e+00, 2.500000e+00, 5.000000e-01], [2.500000e+00, 5.000000e-01, 3.000000e+00, 2.500000e+00], [1.000000e+00, -2.500000e-01, -7.500000e+00, 5.000000e-01], [0.000000e+00, -1.000000e+00, 4.000000e+02, 3.000000e+00]]]> : tensor<1x4x4xf64>}> : () -> tensor<1x4x4xf64>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%55, %arg18, %arg17) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 4, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x4x4xf64>, tensor<8x4x4xf64>, index) -> ()
      }) : () -> ()
    }) : (tensor<8x4x4xf64>) -> tensor<8x4x4xf64>
    %2 = "arith.constant"() <{value = dense<1> : vector<1xi32>}> : () -> vector<1xi32>
    %3 = "arith.constant"() <{value = dense<0> : vector<1xi32>}> : () -> vector<1xi32>
    %4:2 = "arith.addui_extended"(%2, %3) : (vector<1xi32>, vector<1xi32>) -> (vector<1xi32>, vector<1xi1>)
    %5 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %6 = "math.tanh"(%5) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %7 = "tensor.empty"() : () -> tensor<1xbf16>
    %8 = "linalg.add"(%7, %7, %7) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: bf16, %arg15: bf16, %arg16: bf16):
      %46 = "arith.addf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%46) : (bf16) -> ()
    }) : (tensor<1xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1xbf16>
    %9 = "arith.constant"() <{value = true}> : () -> i1
    "cf.assert"(%9) <{msg = "ok"}> : (i1) -> ()
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "arith.constant"() <{value = 7 : index}> : () -> index
    %12 = "arith.constant"() <{value = 1 : index}> : () -> index
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "arith.constant"() <{value = 8 : index}> : () -> index
    %15 = "arith.constant"() <{value = 2 : index}> : () -> index
    %16 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %17 = "scf.parallel"(%10, %13, %11, %14, %12, %15, %16) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
    ^bb0(%arg10: index, %arg11: index):
      %39 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %40 = "arith.constant"() <{value = 44 : i32}> : () -> i32
      %41 = "arith.cmpi"(%39, %40) <{predicate = 8 : i64}> : (i32, i32) -> i1
      "cf.assert"(%41) <{msg = "bounds check"}> : (i1) -> ()
      %42 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
      %43 = "math.powf"(%42, %42) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %44 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      "scf.reduce"(%44) ({
      ^bb0(%arg12: i64, %arg13: i64):
        %45 = "arith.maxsi"(%arg12, %arg13) : (i64, i64) -> i64
        "scf.reduce.return"(%45) : (i64) -> ()
      }) : (i64) -> ()
    }) : (index, index, index, index, index, index, i64) -> i64
    %18 = "arith.extui"(%9) : (i1) -> i32
    %19 = "arith.divsi"(%9, %9) : (i1, i1) -> i1
    %20 = "tensor.empty"() : () -> tensor<1x4xf16>
    %21 = "linalg.generic"(%20, %20, %20) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: f16, %arg8: f16, %arg9: f16):
      %37 = "arith.addf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %38 = "arith.addf"(%37, %arg9) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%38) : (f16) -> ()
    }) : (tensor<1x4xf16>, tensor<1x4xf16>, tensor<1x4xf16>) -> tensor<1x4xf16>
    %22 = "arith.constant"() <{value = dense<-2.500000e-01> : tensor<4x1xf32>}> : () -> tensor<4x1xf32>
    %23 = "tensor.empty"() : () -> tensor<4xf32>
    %24 = "linalg.reduce"(%22, %23) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %36 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%36) : (f32) -> ()
    }) : (tensor<4x1xf32>, tensor<4xf32>) -> tensor<4xf32>
    %25 = "arith.constant"() <{value = dense<0> : vector<4x1xi8>}> : () -> vector<4x1xi8>
    %26:2 = "arith.mulsi_extended"(%25, %25) : (vector<4x1xi8>, vector<4x1xi8>) -> (vector<4x1xi8>, vector<4x1xi8>)
    %27 = "arith.constant"() <{value = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %28 = "arith.index_cast"(%27) : (tensor<1xi8>) -> tensor<1xindex>
    %29 = "arith.constant"() <{value = 0 : index}> : () -> index
    %30 = "arith.constant"() <{value = 3 : index}> : () -> index
    %31 = "arith.constant"() <{value = 1 : index}> : () -> index
    %32 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    %33:2 = "scf.parallel"(%29, %30, %31, %32, %17) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg0: index):
      "scf.reduce"(%32, %17) ({
      ^bb0(%arg3: f64, %arg4: f64):
        %35 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "scf.reduce.return"(%35) : (f64) -> ()
      }, {
      ^bb0(%arg1: i64, %arg2: i64):
        %34 = "arith.xori"(%arg1, %arg2) : (i64, i64) -> i64
        "scf.reduce.return"(%34) : (i64) -> ()
      }) : (f64, i64) -> ()
    }) : (index, index, index, f64, i64) -> (f64, i64)
    "func.return"(%33#0) : (f64) -> ()
  }) : () -> ()
}) : () -> ()

