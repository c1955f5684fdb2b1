#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.zeroext}, {}, {}], function_type = (i16, tensor<2x?x4xi32>, f32) -> tensor<2x4x4xf32>, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {}, {llvm.signext}], function_type = (memref<?x2xf32>, memref<4x2xi32>, i32) -> memref<?x?xi32>, sym_name = "kernel_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<?x2xf32>, %arg1: memref<4x2xi32>, %arg2: i32):
    %15 = "arith.constant"() <{value = 2 : index}> : () -> index
    %16 = "arith.constant"() <{value = 6 : index}> : () -> index
    %17 = "arith.constant"() <{value = 1 : index}> : () -> index
    %18 = "arith.constant"() <{value = 5 : i16}> : () -> i16
    %19 = "scf.for"(%15, %16, %17, %18) ({
    ^bb0(%arg3: index, %arg4: i16):
      %29 = "arith.constant"() <{value = 10 : i64}> : () -> i64
      %30 = "arith.trunci"(%29) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
      %31 = "arith.constant"() <{value = dense<-1> : tensor<2x4x4xi32>}> : () -> tensor<2x4x4xi32>
      %32 = "arith.constant"() <{value = dense<-13> : tensor<2x4xi32>}> : () -> tensor<2x4xi32>
      %33 = "linalg.generic"(%31, %32) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg5: i32, %arg6: i32):
        %37 = "arith.addi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "linalg.yield"(%37) : (i32) -> ()
      }) : (tensor<2x4x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
      %34 = "arith.constant"() <{value = dense<1.000000e+02> : vector<2x4x4xf32>}> : () -> vector<2x4x4xf32>
      %35 = "arith.negf"(%34) <{fastmath = #arith.fastmath<none>}> : (vector<2x4x4xf32>) -> vector<2x4x4xf32>
      %36 = "arith.constant"() <{value = -1 : i16}> : () -> i16
      "scf.yield"(%36) : (i16) -> ()
    }) : (index, index, index, i16) -> i16
    %20 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%20, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%21: i32):  // pred: ^bb0
    %22 = "arith.constant"() <{value = 57 : i16}> : () -> i16
    %23 = "arith.cmpi"(%22, %19) <{predicate = 3 : i64}> : (i16, i16) -> i1
    "cf.cond_br"(%23, %arg2)[^bb4, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // pred: ^bb2
    %24 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "cf.cond_br"(%20, %24, %arg2)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb4(%25: i32):  // 3 preds: ^bb1, ^bb3, ^bb3
    %26 = "arith.constant"() <{value = 1 : index}> : () -> index
    %27 = "arith.constant"() <{value = 5 : index}> : () -> index
    %28 = "memref.alloc"(%26, %27) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x?xi32>
    "func.return"(%28) : (memref<?x?xi32>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = () -> tensor<?x2xf32>, sym_name = "compute1", sym_visibility = "private"}> ({
    %0 = "tensor.empty"() : () -> tensor<4x2xf32>
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "tensor.empty"() : () -> tensor<2x1xf32>
    %3 = "tensor.insert_slice"(%2, %0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, 1>}> : (tensor<2x1xf32>, tensor<4x2xf32>, index) -> tensor<4x2xf32>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4x4xi8>
    %5 = "memref.cast"(%4) : (memref<2x4x4xi8>) -> memref<?x?x?xi8>
    %6 = "arith.cmpi"(%1, %1) <{predicate = 6 : i64}> : (index, index) -> i1
    "cf.assert"(%6) <{msg = "bounds check"}> : (i1) -> ()
    %7 = "arith.cmpi"(%1, %1) <{predicate = 2 : i64}> : (index, index) -> i1
    %8:2 = "scf.if"(%7) ({
      %13 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      %14 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
      "scf.yield"(%13, %14) : (i32, f32) -> ()
    }, {
      %11 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      %12 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
      "scf.yield"(%11, %12) : (i32, f32) -> ()
    }) : (i1) -> (i32, f32)
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    %10 = "tensor.empty"(%9) : (index) -> tensor<?x2xf32>
    "func.return"(%10) : (tensor<?x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

