#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{}, {llvm.zeroext}, {}], function_type = (memref<2x8xi64>, i16, i64) -> (i64, memref<?xi64>), res_attrs = [{llvm.noundef, test.tag = "x"}, {}], sym_name = "helper1", sym_visibility = "private"}> ({
    ^bb0(%arg10: memref<2x8xi64>, %arg11: i16, %arg12: i64):
      %25 = "arith.constant"() <{value = 0 : i8}> : () -> i8
      %26 = "math.ipowi"(%25, %25) : (i8, i8) -> i8
      %27 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8xi64>
      %28 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
      %29:2 = "func.call"(%27, %28, %arg12) <{callee = @helper1}> : (memref<2x8xi64>, i16, i64) -> (i64, memref<?xi64>)
      %30 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
      %31 = "scf.index_switch"(%30) <{cases = array<i64: 1>}> ({
        "scf.yield"(%arg11) : (i16) -> ()
      }, {
        "scf.yield"(%arg11) : (i16) -> ()
      }) : (index) -> i16
      "func.return"(%arg12, %29#1) : (i64, memref<?xi64>) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (i16) -> memref<4xi16>, sym_name = "compute0", sym_visibility = "private"}> ({
  ^bb0(%arg4: i16):
    %8 = "arith.constant"() <{value = 18 : i16}> : () -> i16
    %9 = "func.constant"() <{value = @compute0}> : () -> ((i16) -> memref<4xi16>)
    %10 = "func.call_indirect"(%9, %8) : ((i16) -> memref<4xi16>, i16) -> memref<4xi16>
    %11 = "tensor.empty"() : () -> tensor<3xi16>
    %12 = "arith.constant"() <{value = 1 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "tensor.extract_slice"(%11, %12, %13) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<3xi16>, index, index) -> tensor<?xi16>
    %15 = "tensor.empty"() : () -> tensor<1x2xf32>
    %16 = "arith.constant"() <{value = dense<[[-1.000000e+00], [1.000000e+02]]> : tensor<2x1xf32>}> : () -> tensor<2x1xf32>
    %17 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %18 = "linalg.matmul"(%15, %16, %17) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
      %23 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %24 = "arith.addf"(%arg9, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%24) : (f32) -> ()
    }) : (tensor<1x2xf32>, tensor<2x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %19 = "arith.constant"() <{value = 1 : index}> : () -> index
    %20 = "arith.constant"() <{value = 1 : index}> : () -> index
    %21 = "scf.for"(%19, %13, %20, %8) ({
    ^bb0(%arg5: index, %arg6: i16):
      "scf.yield"(%arg4) : (i16) -> ()
    }) : (index, index, index, i16) -> i16
    %22 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi16>
    "func.return"(%22) : (memref<4xi16>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {llvm.zeroext}, {}], function_type = (tensor<4xi32>, memref<4xi64>, i64, i16) -> memref<4x4xi64>, sym_name = "fn.1"}> ({
  ^bb0(%arg0: tensor<4xi32>, %arg1: memref<4xi64>, %arg2: i64, %arg3: i16):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi16>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "memref.load"(%0, %1) : (memref<1xi16>, index) -> i16
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "tensor.extract_slice"(%arg0, %3) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 3>, static_sizes = array<i64: 1>, static_strides = array<i64: -9223372036854775808>}> : (tensor<4xi32>, index) -> tensor<1xi32>
    %5 = "func.call"(%arg0, %arg1, %arg2, %arg3) <{callee = @fn.1}> : (tensor<4xi32>, memref<4xi64>, i64, i16) -> memref<4x4xi64>
    %6 = "arith.constant"() <{value = true}> : () -> i1
    %7 = "arith.ceildivui"(%6, %6) : (i1, i1) -> i1
    "func.return"(%5) : (memref<4x4xi64>) -> ()
  }) {ref = @inner::@helper1} : () -> ()
}) : () -> ()

