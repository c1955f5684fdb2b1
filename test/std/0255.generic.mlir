#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.signext}, {}, {}], function_type = (i64, memref<4x2x8xf32>, index) -> index, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {}, {}], function_type = (tensor<1x2x3xf32>, vector<4x2x8xindex>, i64) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {}], function_type = (tensor<8xf32>, f32, tensor<4x2x?xi64>) -> memref<8xf32>, res_attrs = [{llvm.noundef}], sym_name = "kernel_0"}> ({
  ^bb0(%arg0: tensor<8xf32>, %arg1: f32, %arg2: tensor<4x2x?xi64>):
    %0 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %1 = "arith.minnumf"(%0, %0) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %2 = "arith.constant"() <{value = dense<[4611686018427387903, 46, 0, 1, 0, 42, 15, 1]> : tensor<8xindex>}> : () -> tensor<8xindex>
    %3 = "arith.ceildivui"(%2, %2) : (tensor<8xindex>, tensor<8xindex>) -> tensor<8xindex>
    %4 = "arith.constant"() <{value = dense<34> : vector<2x8xindex>}> : () -> vector<2x8xindex>
    %5 = "arith.ori"(%4, %4) : (vector<2x8xindex>, vector<2x8xindex>) -> vector<2x8xindex>
    %6 = "arith.constant"() <{value = -10 : index}> : () -> index
    %7 = "tensor.from_elements"(%6) : (index) -> tensor<1xindex>
    %8 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %9 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x2x8xi16>
    %10 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x2xi16>
    "linalg.generic"(%9, %10) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: i16, %arg4: i16):
      %13 = "arith.addi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
      "linalg.yield"(%13) : (i16) -> ()
    }) : (memref<4x2x8xi16>, memref<4x2xi16>) -> ()
    %11 = "memref.reinterpret_cast"(%10) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (memref<4x2xi16>) -> memref<8xi16, strided<[1]>>
    %12 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    "func.return"(%12) : (memref<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

