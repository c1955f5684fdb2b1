"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x3xf32>, i32, tensor<4x4xf32>) -> (vector<8xi32>, tensor<4x4xi8>), res_attrs = [{llvm.noundef, test.tag = "x"}, {llvm.noundef, test.tag = "x"}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{}, {}, {}, {test.foo = 1 : i32}], function_type = (i32, tensor<2x3xi8>, f32, index) -> (vector<4x4xf32>, memref<2x4xi32>), sym_name = "helper1"}> ({
    ^bb0(%arg4: i32, %arg5: tensor<2x3xi8>, %arg6: f32, %arg7: index):
      %13 = "arith.constant"() <{value = -2.500000e-01 : f16}> : () -> f16
      %14 = "tensor.empty"() : () -> tensor<2x3xf16>
      %15 = "linalg.fill"(%13, %14) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg8: f16, %arg9: f16):
        "linalg.yield"(%arg8) : (f16) -> ()
      }) : (f16, tensor<2x3xf16>) -> tensor<2x3xf16>
      %16 = "arith.constant"() <{value = true}> : () -> i1
      "cf.cond_br"(%16, %arg4, %arg4)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
    ^bb1(%17: i32):  // 2 preds: ^bb0, ^bb0
      %18 = "arith.constant"() <{value = 71 : i32}> : () -> i32
      %19 = "arith.select"(%16, %17, %18) : (i1, i32, i32) -> i32
      %20 = "arith.cmpi"(%arg7, %arg7) <{predicate = 0 : i64}> : (index, index) -> i1
      %21 = "arith.constant"() <{value = -7.500000e+00 : f16}> : () -> f16
      "cf.cond_br"(%20, %21, %13)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f16, f16) -> ()
    ^bb2(%22: f16):  // 2 preds: ^bb1, ^bb1
      %23 = "arith.constant"() <{value = dense<[[2.500000e+00, -1.000000e+00, 0.000000e+00, 5.000000e-01], [0.000000e+00, 1.000000e+00, 1.000000e+00, 1.500000e-01], [2.500000e+00, 1.000000e+02, -1.000000e+00, 5.000000e-01], [-2.500000e-01, -2.500000e-01, 2.500000e+00, 4.000000e+02]]> : vector<4x4xf64>}> : () -> vector<4x4xf64>
      %24 = "arith.cmpf"(%23, %23) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (vector<4x4xf64>, vector<4x4xf64>) -> vector<4x4xi1>
      %25 = "arith.constant"() <{value = dense<[[1.000000e+00, -1.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, 3.000000e+00, -2.500000e-01, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, -1.000000e+00], [4.000000e+02, 2.500000e+00, -1.000000e+00, -2.500000e-01]]> : vector<4x4xf32>}> : () -> vector<4x4xf32>
      %26 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xi32>
      "func.return"(%25, %26) : (vector<4x4xf32>, memref<2x4xi32>) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {test.foo = 1 : i32}], function_type = (i32, memref<4x?xi32>, f32, vector<2x3xf32>) -> (tensor<2x3xi32>, f32), sym_name = "compute0", sym_visibility = "public"}> ({
  ^bb0(%arg0: i32, %arg1: memref<4x?xi32>, %arg2: f32, %arg3: vector<2x3xf32>):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 5 : index}> : () -> index
    %3 = "memref.view"(%0, %1, %2) : (memref<2048xi8>, index, index) -> memref<?x4xf64>
    %4 = "tensor.empty"() : () -> tensor<3x2x4xf32>
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "tensor.extract_slice"(%4, %5) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 2, 0, 3>, static_sizes = array<i64: 1, 2, -9223372036854775808>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x2x4xf32>, index) -> tensor<1x2x?xf32>
    %7 = "tensor.empty"() : () -> tensor<4x4xbf16>
    %8 = "tensor.collapse_shape"(%7) <{reassociation = [[0, 1]]}> : (tensor<4x4xbf16>) -> tensor<16xbf16>
    %9 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %11 = "math.cttz"(%10) : (i16) -> i16
    %12 = "tensor.empty"() : () -> tensor<2x3xi32>
    "func.return"(%12, %arg2) : (tensor<2x3xi32>, f32) -> ()
  }) {ref = @inner::@helper1} : () -> ()
}) : () -> ()

