#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "compute0"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = dense<-1.000000e+00> : tensor<8xf64>}> : () -> tensor<8xf64>
    "cf.br"(%arg1)[^bb1] : (i32) -> ()
  ^bb1(%1: i32):  // pred: ^bb0
    %2 = "arith.constant"() <{value = dense<1> : tensor<4x4xi16>}> : () -> tensor<4x4xi16>
    %3 = "linalg.generic"(%2, %2, %2) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: i16, %arg3: i16, %arg4: i16):
      %20 = "arith.addi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
      %21 = "arith.addi"(%20, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
      "linalg.yield"(%21) : (i16) -> ()
    }) : (tensor<4x4xi16>, tensor<4x4xi16>, tensor<4x4xi16>) -> tensor<4x4xi16>
    %4 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%4, %arg1)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb2(%5: i32):  // pred: ^bb1
    %6 = "arith.constant"() <{value = dense<1> : vector<8x4xindex>}> : () -> vector<8x4xindex>
    %7 = "arith.ceildivui"(%6, %6) : (vector<8x4xindex>, vector<8x4xindex>) -> vector<8x4xindex>
    %8 = "arith.constant"() <{value = true}> : () -> i1
    %9 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    "cf.cond_br"(%8, %9)[^bb4, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i64) -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    %10 = "arith.cmpi"(%arg1, %arg1) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %11 = "arith.constant"() <{value = 39 : index}> : () -> index
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.cmpi"(%11, %12) <{predicate = 5 : i64}> : (index, index) -> i1
    %14 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    %15 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    "cf.cond_br"(%13, %14, %15)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i64) -> ()
  ^bb4(%16: i64):  // 3 preds: ^bb2, ^bb3, ^bb3
    %17 = "arith.constant"() <{value = dense<3.000000e+00> : vector<4x4xf16>}> : () -> vector<4x4xf16>
    %18 = "arith.cmpf"(%17, %17) <{fastmath = #arith.fastmath<afn>, predicate = 12 : i64}> : (vector<4x4xf16>, vector<4x4xf16>) -> vector<4x4xi1>
    %19 = "arith.constant"() <{value = 15 : i32}> : () -> i32
    "func.return"(%19) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

