#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<4xi8>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xi32>, i32) -> memref<4x2xi32>, sym_name = "fn.0", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.index_cast"(%0) : (index) -> i32
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x2xi32>
    %3 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xi32>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xi32>
    "linalg.matmul"(%2, %3, %4) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: i32, %arg3: i32, %arg4: i32):
      %21 = "arith.muli"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %22 = "arith.addi"(%arg4, %21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%22) : (i32) -> ()
    }) : (memref<4x2xi32>, memref<2x4xi32>, memref<4x4xi32>) -> ()
    %5 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %6 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %7 = "arith.cmpf"(%5, %6) <{fastmath = #arith.fastmath<fast>, predicate = 6 : i64}> : (bf16, bf16) -> i1
    %8 = "arith.constant"() <{value = dense<[[-5, 127], [-1, 43], [127, 127], [53, -1]]> : tensor<4x2xi8>}> : () -> tensor<4x2xi8>
    %9 = "tensor.extract_slice"(%8) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x2xi8>) -> tensor<1x2xi8>
    %10 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %11 = "arith.cmpi"(%10, %10) <{predicate = 9 : i64}> : (i64, i64) -> i1
    "cf.assert"(%11) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "tensor.extract"(%8, %12, %13) : (tensor<4x2xi8>, index, index) -> i8
    %15 = "arith.constant"() <{value = 1 : index}> : () -> index
    %16 = "arith.constant"() <{value = 1 : index}> : () -> index
    %17 = "arith.constant"() <{value = 1 : index}> : () -> index
    %18 = "tensor.extract_slice"(%9, %17, %15, %16) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 1>, static_strides = array<i64: -9223372036854775808, 1>}> : (tensor<1x2xi8>, index, index, index) -> tensor<?x1xi8>
    %19:2 = "scf.index_switch"(%15) <{cases = array<i64: 0>}> ({
      "scf.yield"(%1, %14) : (i32, i8) -> ()
    }, {
      %20 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%20, %14) : (i32, i8) -> ()
    }) : (index) -> (i32, i8)
    "func.return"(%2) : (memref<4x2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

