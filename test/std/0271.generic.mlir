#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (memref<?xf64>, memref<4x1x2xf64>), res_attrs = [{test.foo = 1 : i32}, {}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (memref<4x1x2xi32>, f64, memref<8x8x4xi8>) -> (tensor<4x?x?xf64>, memref<4x1x2xf32>), res_attrs = [{}, {llvm.noundef}], sym_name = "helper9", sym_visibility = "private"}> ({
    ^bb0(%arg3: memref<4x1x2xi32>, %arg4: f64, %arg5: memref<8x8x4xi8>):
      %34 = "arith.constant"() <{value = dense<[[[1, 14]], [[50, 77]], [[-1, 27]], [[-1, 0]]]> : tensor<4x1x2xi16>}> : () -> tensor<4x1x2xi16>
      %35 = "arith.constant"() <{value = 0 : index}> : () -> index
      %36 = "arith.constant"() <{value = 1 : index}> : () -> index
      %37 = "tensor.extract_slice"(%34, %35, %36) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 2, -9223372036854775808, 0>, static_sizes = array<i64: 1, -9223372036854775808, 1>, static_strides = array<i64: 1, 1, 1>}> : (tensor<4x1x2xi16>, index, index) -> tensor<1x?x1xi16>
      %38 = "memref.collapse_shape"(%arg3) <{reassociation = [[0], [1, 2]]}> : (memref<4x1x2xi32>) -> memref<4x2xi32>
      %39 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x8x4xf32>
      %40 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4x8xf32>
      "linalg.transpose"(%39, %40) <{permutation = array<i64: 1, 2, 0>}> ({
      ^bb0(%arg6: f32, %arg7: f32):
        "linalg.yield"(%arg6) : (f32) -> ()
      }) : (memref<8x8x4xf32>, memref<8x4x8xf32>) -> ()
      %41 = "arith.constant"() <{value = 8 : index}> : () -> index
      %42 = "arith.constant"() <{value = 7 : index}> : () -> index
      %43 = "tensor.empty"(%41, %42) : (index, index) -> tensor<4x?x?xf64>
      %44 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x1x2xf32>
      "func.return"(%43, %44) : (tensor<4x?x?xf64>, memref<4x1x2xf32>) -> ()
    }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (tensor<4x1x2xi16>, tensor<?x1x2xi16>, i16), sym_name = "kernel_0", sym_visibility = "private"}> ({
    %7 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x8x4xi16>
    %8 = "memref.cast"(%7) : (memref<8x8x4xi16>) -> memref<?x?x4xi16>
    %9 = "arith.constant"() <{value = false}> : () -> i1
    %10 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    "cf.cond_br"(%9, %10, %10)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i8, i8) -> ()
  ^bb1(%11: i8):  // 2 preds: ^bb0, ^bb0
    %12 = "arith.constant"() <{value = -12 : i64}> : () -> i64
    %13 = "math.ipowi"(%12, %12) : (i64, i64) -> i64
    %14 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    "cf.switch"(%14, %14)[^bb2, ^bb3] <{case_operand_segments = array<i32: 1>, case_values = dense<3> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i16, i16) -> ()
  ^bb2:  // pred: ^bb1
    %15 = "func.constant"() <{value = @kernel_0}> : () -> (() -> (tensor<4x1x2xi16>, tensor<?x1x2xi16>, i16))
    %16:3 = "func.call_indirect"(%15) : (() -> (tensor<4x1x2xi16>, tensor<?x1x2xi16>, i16)) -> (tensor<4x1x2xi16>, tensor<?x1x2xi16>, i16)
    %17 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    "cf.br"(%17)[^bb3] : (i16) -> ()
  ^bb3(%18: i16):  // 2 preds: ^bb1, ^bb2
    %19 = "tensor.empty"() : () -> tensor<8x8x4xi16>
    %20 = "arith.constant"() <{value = 1 : index}> : () -> index
    %21 = "arith.constant"() <{value = 3 : index}> : () -> index
    %22 = "arith.constant"() <{value = 0 : index}> : () -> index
    %23 = "tensor.insert"(%18, %19, %20, %21, %22) : (i16, tensor<8x8x4xi16>, index, index, index) -> tensor<8x8x4xi16>
    %24 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %25 = "arith.constant"() <{value = 2 : i16}> : () -> i16
    "cf.switch"(%24, %18, %25, %18)[^bb4, ^bb4, ^bb4] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[2, 4]> : vector<2xi64>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i64, i16, i16, i16) -> ()
  ^bb4(%26: i16):  // 3 preds: ^bb3, ^bb3, ^bb3
    %27 = "tensor.empty"() : () -> tensor<8x8x4xi32>
    %28 = "arith.constant"() <{value = dense<51> : tensor<8x8xi32>}> : () -> tensor<8x8xi32>
    %29 = "linalg.generic"(%27, %28) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: i32, %arg2: i32):
      %33 = "arith.addi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%33) : (i32) -> ()
    }) : (tensor<8x8x4xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %30 = "arith.constant"() <{value = dense<6> : tensor<4x1x2xi16>}> : () -> tensor<4x1x2xi16>
    %31 = "arith.constant"() <{value = 8 : index}> : () -> index
    %32 = "tensor.empty"(%31) : (index) -> tensor<?x1x2xi16>
    "func.return"(%30, %32, %26) : (tensor<4x1x2xi16>, tensor<?x1x2xi16>, i16) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (i64) -> (), sym_name = "kernel_1", sym_visibility = "public"}> ({
  ^bb0(%arg0: i64):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.cmpi"(%0, %0) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.assert"(%1) <{msg = "ok"}> : (i1) -> ()
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf64>
    %3 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 7 : index}> : () -> index
    "memref.store"(%3, %2, %4) : (f64, memref<8xf64>, index) -> ()
    "scf.if"(%1) ({
      %6:2 = "func.call"() <{callee = @ext0}> : () -> (memref<?xf64>, memref<4x1x2xf64>)
      "scf.yield"() : () -> ()
    }, {
      %5 = "tensor.empty"() : () -> tensor<4x1x2xi16>
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) {ref = @inner::@helper9} : () -> ()
}) : () -> ()

