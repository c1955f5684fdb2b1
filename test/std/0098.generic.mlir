#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef}], function_type = (tensor<8x?xi32>) -> (i16, memref<?x4xi64>), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (vector<4x4xi64>) -> tensor<3xi64>, res_attrs = [{test.foo = 1 : i32}], sym_name = "kernel_0"}> ({
  ^bb0(%arg5: vector<4x4xi64>):
    %13 = "arith.constant"() <{value = 3 : index}> : () -> index
    %14 = "memref.alloc"(%13) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4x?xi64>
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %17 = "memref.load"(%14, %15, %16) : (memref<4x?xi64>, index, index) -> i64
    %18 = "tensor.empty"() : () -> tensor<4x4xf64>
    %19 = "tensor.empty"() : () -> tensor<4xf64>
    %20 = "linalg.generic"(%18, %18, %19) <{indexing_maps = [#map, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f64, %arg7: f64, %arg8: f64):
      %25 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %26 = "arith.addf"(%25, %arg8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%26) : (f64) -> ()
    }) : (tensor<4x4xf64>, tensor<4x4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %21 = "arith.constant"() <{value = dense<4611686018427387903> : tensor<4x4xindex>}> : () -> tensor<4x4xindex>
    %22 = "arith.constant"() <{value = 1 : index}> : () -> index
    %23 = "tensor.dim"(%21, %22) : (tensor<4x4xindex>, index) -> index
    %24 = "tensor.empty"() : () -> tensor<3xi64>
    "func.return"(%24) : (tensor<3xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1xi64>, memref<4x?xi32>, i64, i64) -> tensor<1xi64>, sym_name = "f1"}> ({
  ^bb0(%arg0: memref<1xi64>, %arg1: memref<4x?xi32>, %arg2: i64, %arg3: i64):
    %0 = "tensor.empty"() : () -> tensor<4xi64>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "tensor.empty"() : () -> tensor<1xi64>
    %3 = "tensor.insert_slice"(%2, %0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xi64>, tensor<4xi64>, index) -> tensor<4xi64>
    "cf.br"(%arg3)[^bb1] : (i64) -> ()
  ^bb1(%4: i64):  // pred: ^bb0
    %5 = "arith.constant"() <{value = 2.500000e+00 : bf16}> : () -> bf16
    %6 = "arith.extf"(%5) : (bf16) -> f32
    %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8 = "arith.cmpi"(%7, %7) <{predicate = 8 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%8, %4, %arg3)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i64) -> ()
  ^bb2(%9: i64):  // 2 preds: ^bb1, ^bb1
    %10 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "scf.for"(%10, %10, %11) ({
    ^bb0(%arg4: i32):
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    %12 = "arith.constant"() <{value = dense<4611686018427387903> : tensor<1xi64>}> : () -> tensor<1xi64>
    "func.return"(%12) : (tensor<1xi64>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

