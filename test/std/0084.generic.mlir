#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xindex>, f32, i32) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}], function_type = (index, memref<2x8xindex>) -> tensor<?xindex>, res_attrs = [{test.foo = 1 : i32}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x?xf64>, index, tensor<2x8xindex>, index) -> (tensor<3xindex>, f64), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "kernel_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x?xf64>, %arg4: index, %arg5: tensor<2x8xindex>, %arg6: index):
    %20 = "arith.constant"() <{value = 1 : index}> : () -> index
    %21 = "arith.constant"() <{value = 7 : index}> : () -> index
    %22 = "tensor.extract"(%arg5, %20, %21) : (tensor<2x8xindex>, index, index) -> index
    "scf.while"(%arg6, %22) ({
    ^bb0(%arg7: index, %arg8: index):
      %26 = "arith.constant"() <{value = dense<[-7.500000e+00, 1.000000e+00, 2.500000e+00, 5.000000e-01]> : tensor<4xf16>}> : () -> tensor<4xf16>
      %27 = "arith.constant"() <{value = dense<[[1.500240e-01, -7.500000e+00, 3.000000e+00, -1.000000e+00], [1.000000e+00, 1.500240e-01, 1.000000e+00, 3.000000e+00], [0.000000e+00, 2.500000e+00, 1.000000e+00, 1.500240e-01], [3.000000e+00, -1.000000e+00, 0.000000e+00, 3.000000e+00]]> : tensor<4x4xf16>}> : () -> tensor<4x4xf16>
      %28 = "linalg.broadcast"(%26, %27) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg11: f16, %arg12: f16):
        "linalg.yield"(%arg11) : (f16) -> ()
      }) : (tensor<4xf16>, tensor<4x4xf16>) -> tensor<4x4xf16>
      %29 = "arith.constant"() <{value = 9 : i8}> : () -> i8
      %30 = "arith.constant"() <{value = 0 : i8}> : () -> i8
      %31 = "arith.cmpi"(%29, %30) <{predicate = 0 : i64}> : (i8, i8) -> i1
      %32:2 = "scf.if"(%31) ({
        %35 = "arith.constant"() <{value = -14 : i32}> : () -> i32
        %36 = "scf.while"(%35) ({
        ^bb0(%arg10: i32):
          %43 = "arith.constant"() <{value = dense<-2.500000e-01> : vector<2x8xf32>}> : () -> vector<2x8xf32>
          %44 = "arith.remf"(%43, %43) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<2x8xf32>, vector<2x8xf32>) -> vector<2x8xf32>
          "scf.condition"(%31, %35) : (i1, i32) -> ()
        }, {
        ^bb0(%arg9: i32):
          %39 = "arith.constant"() <{value = -1 : i64}> : () -> i64
          %40 = "arith.uitofp"(%39) : (i64) -> f32
          %41 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8xindex>
          %42 = "memref.collapse_shape"(%41) <{reassociation = [[0, 1]]}> : (memref<2x8xindex>) -> memref<16xindex>
          "scf.yield"(%35) : (i32) -> ()
        }) : (i32) -> i32
        %37 = "arith.constant"() <{value = 18 : index}> : () -> index
        %38 = "arith.constant"() <{value = -1 : i16}> : () -> i16
        "scf.yield"(%37, %38) : (index, i16) -> ()
      }, {
        %34 = "arith.constant"() <{value = -1 : i16}> : () -> i16
        "scf.yield"(%22, %34) : (index, i16) -> ()
      }) : (i1) -> (index, i16)
      %33 = "arith.cmpi"(%20, %20) <{predicate = 7 : i64}> : (index, index) -> i1
      "scf.condition"(%33) : (i1) -> ()
    }, {
      %25 = "arith.constant"() <{value = -1 : index}> : () -> index
      "scf.yield"(%25, %21) : (index, index) -> ()
    }) : (index, index) -> ()
    %23 = "tensor.empty"() : () -> tensor<3xindex>
    %24 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
    "func.return"(%23, %24) : (tensor<3xindex>, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, index), sym_name = "fn.1"}> ({
    %0 = "arith.constant"() <{value = dense<79> : vector<3x3x4xi32>}> : () -> vector<3x3x4xi32>
    %1:2 = "arith.mulsi_extended"(%0, %0) : (vector<3x3x4xi32>, vector<3x3x4xi32>) -> (vector<3x3x4xi32>, vector<3x3x4xi32>)
    %2 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
    %3 = "arith.constant"() <{value = 29 : i8}> : () -> i8
    %4 = "math.fpowi"(%2, %3) <{fastmath = #arith.fastmath<arcp>}> : (f64, i8) -> f64
    %5 = "arith.constant"() <{value = -14 : i8}> : () -> i8
    %6 = "arith.cmpi"(%5, %5) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %7 = "arith.constant"() <{value = dense<[[0.000000e+00, 4.000000e+02, 5.000000e-01], [5.000000e-01, 0.000000e+00, 3.000000e+00], [1.000000e+02, 1.500000e-01, -1.000000e+00], [1.000000e+00, 4.000000e+02, 1.500000e-01]]> : tensor<4x3xf32>}> : () -> tensor<4x3xf32>
    %8 = "arith.constant"() <{value = dense<1.000000e+02> : tensor<4xf32>}> : () -> tensor<4xf32>
    %9 = "linalg.generic"(%7, %7, %8) <{indexing_maps = [#map, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg0: f32, %arg1: f32, %arg2: f32):
      %17 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %18 = "arith.addf"(%17, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %19 = "math.absf"(%18) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%19) : (f32) -> ()
    }) : (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4xf32>) -> tensor<4xf32>
    %10 = "arith.andi"(%3, %3) : (i8, i8) -> i8
    %11 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %13 = "arith.cmpi"(%11, %12) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %14 = "arith.constant"() <{value = dense<4.000000e+02> : vector<2x8xf64>}> : () -> vector<2x8xf64>
    %15 = "arith.minnumf"(%14, %14) <{fastmath = #arith.fastmath<none>}> : (vector<2x8xf64>, vector<2x8xf64>) -> vector<2x8xf64>
    %16 = "arith.constant"() <{value = 68 : index}> : () -> index
    "func.return"(%4, %16) : (f64, index) -> ()
  }) {test.kernel} : () -> ()
}) {test.module_note = "std"} : () -> ()

