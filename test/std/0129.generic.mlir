#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (memref<4xf32>, tensor<4xf32>), sym_name = "fn.0"}> ({
  ^bb0(%arg1: f32):
    %10 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xi8>
    %11 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi8>
    "linalg.generic"(%10, %10, %11) <{indexing_maps = [#map, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: i8, %arg3: i8, %arg4: i8):
      %18 = "arith.addi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      %19 = "arith.addi"(%18, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      "linalg.yield"(%19) : (i8) -> ()
    }) : (memref<4x4xi8>, memref<4x4xi8>, memref<4xi8>) -> ()
    %12 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %13 = "arith.negf"(%12) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<4xf32>) -> vector<4xf32>
    %14 = "arith.constant"() <{value = dense<3.000000e+00> : vector<4xf64>}> : () -> vector<4xf64>
    %15 = "arith.addf"(%14, %14) <{fastmath = #arith.fastmath<arcp>}> : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
    %16 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %17 = "tensor.empty"() : () -> tensor<4xf32>
    "func.return"(%16, %17) : (memref<4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf32>) -> (memref<8x2x4xindex>, tensor<4xf32>), sym_name = "compute1"}> ({
  ^bb0(%arg0: vector<4xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 59 : index}> : () -> index
    %2 = "arith.cmpi"(%0, %1) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%2) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %3 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xindex>
    "memref.dealloc"(%3) : (memref<4xindex>) -> ()
    %4 = "arith.constant"() <{value = false}> : () -> i1
    %5 = "scf.if"(%4) ({
      %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%9) : (i32) -> ()
    }, {
      %8 = "arith.constant"() <{value = 63 : i32}> : () -> i32
      "scf.yield"(%8) : (i32) -> ()
    }) : (i1) -> i32
    %6 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x2x4xindex>
    %7 = "arith.constant"() <{value = dense<[2.500000e+00, 1.000000e+00, 1.500000e-01, 2.500000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
    "func.return"(%6, %7) : (memref<8x2x4xindex>, tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

