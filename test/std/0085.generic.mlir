#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef}], function_type = (memref<4x2x?xi64>) -> tensor<4x?x3xf32>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {llvm.zeroext}], function_type = (memref<?x1xi64>, tensor<3x1xi32>, i64) -> i32, sym_name = "helper8"}> ({
    ^bb0(%arg4: memref<?x1xi64>, %arg5: tensor<3x1xi32>, %arg6: i64):
      %17 = "arith.constant"() <{value = 23 : i16}> : () -> i16
      %18 = "arith.index_castui"(%17) : (i16) -> index
      %19 = "arith.cmpi"(%18, %18) <{predicate = 5 : i64}> : (index, index) -> i1
      "scf.if"(%19) ({
        %21 = "tensor.expand_shape"(%arg5) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 3, 1, 1>}> : (tensor<3x1xi32>) -> tensor<3x1x1xi32>
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      %20 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      "func.return"(%20) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}], function_type = (tensor<4x2x3xi32>, i64) -> (tensor<3x1xi64>, tensor<4xi64>), sym_name = "fn.0"}> ({
  ^bb0(%arg0: tensor<4x2x3xi32>, %arg1: i64):
    %0 = "arith.constant"() <{value = dense<[[4.000000e+02], [1.000000e+00], [1.000000e+02]]> : vector<3x1xf16>}> : () -> vector<3x1xf16>
    %1 = "arith.extf"(%0) : (vector<3x1xf16>) -> vector<3x1xf32>
    %2 = "arith.constant"() <{value = dense<[1.500000e-01, 1.000000e+02]> : vector<2xf32>}> : () -> vector<2xf32>
    %3 = "arith.constant"() <{value = dense<5.000000e-01> : vector<2xf32>}> : () -> vector<2xf32>
    %4 = "arith.maxnumf"(%2, %3) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x2x3xf32>
    %6 = "memref.alloca"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x2xf32>
    "linalg.generic"(%5, %6) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %15 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %16 = "math.absf"(%15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%16) : (f32) -> ()
    }) : (memref<4x2x3xf32>, memref<4x2xf32>) -> ()
    %7 = "arith.constant"() <{value = dense<[1.000000e+00, 0.000000e+00]> : tensor<2xf16>}> : () -> tensor<2xf16>
    %8 = "arith.negf"(%7) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (tensor<2xf16>) -> tensor<2xf16>
    %9 = "tensor.empty"() : () -> tensor<3x1xi64>
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "tensor.extract"(%9, %10, %11) : (tensor<3x1xi64>, index, index) -> i64
    %13 = "arith.constant"() <{value = dense<10> : tensor<3x1xi64>}> : () -> tensor<3x1xi64>
    %14 = "tensor.empty"() : () -> tensor<4xi64>
    "func.return"(%13, %14) : (tensor<3x1xi64>, tensor<4xi64>) -> ()
  }) {ref = @inner::@helper8} : () -> ()
}) {test.module_note = "std"} : () -> ()

