"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "helper7", sym_visibility = "public"}> ({
      %23 = "arith.constant"() <{value = dense<-1> : vector<3x3x8xi32>}> : () -> vector<3x3x8xi32>
      %24 = "arith.cmpi"(%23, %23) <{predicate = 9 : i64}> : (vector<3x3x8xi32>, vector<3x3x8xi32>) -> vector<3x3x8xi1>
      %25 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
      %26 = "arith.cmpi"(%25, %25) <{predicate = 3 : i64}> : (i64, i64) -> i1
      %27 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
      "cf.cond_br"(%26, %27)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, index) -> ()
    ^bb1(%28: index):  // pred: ^bb0
      "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 1>}> ({
      ^bb0(%arg3: index):
        "scf.if"(%26) ({
          "scf.yield"() : () -> ()
        }, {
        }) : (i1) -> ()
        "scf.forall.in_parallel"() ({
        ^bb0:
        }) : () -> ()
      }) : () -> ()
      "cf.br"()[^bb2] : () -> ()
    ^bb2:  // 2 preds: ^bb0, ^bb1
      "func.return"() : () -> ()
    }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x3xindex>, vector<3x3x8xf64>, memref<3x3x8xindex>) -> (), sym_name = "compute0", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x3xindex>, %arg1: vector<3x3x8xf64>, %arg2: memref<3x3x8xindex>):
    %0 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
    %1 = "arith.fptoui"(%0) : (f64) -> i64
    %2 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %3 = "arith.ori"(%2, %2) : (i16, i16) -> i16
    %4 = "arith.constant"() <{value = 69 : i8}> : () -> i8
    %5 = "arith.cmpi"(%4, %4) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %6 = "arith.constant"() <{value = -3 : index}> : () -> index
    "cf.cond_br"(%5, %6)[^bb3, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, index) -> ()
  ^bb1:  // pred: ^bb0
    %7 = "memref.collapse_shape"(%arg2) <{reassociation = [[0], [1, 2]]}> : (memref<3x3x8xindex>) -> memref<3x24xindex>
    %8 = "arith.constant"() <{value = dense<[[4.000000e+02, -7.500000e+00], [4.000000e+02, 2.500000e+00], [0.000000e+00, 5.000000e-01], [5.000000e-01, 4.000000e+02]]> : vector<4x2xbf16>}> : () -> vector<4x2xbf16>
    %9 = "arith.divf"(%8, %8) <{fastmath = #arith.fastmath<afn>}> : (vector<4x2xbf16>, vector<4x2xbf16>) -> vector<4x2xbf16>
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    %10 = "memref.reinterpret_cast"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 72>, static_strides = array<i64: 1>}> : (memref<3x3x8xindex>) -> memref<72xindex, strided<[1]>>
    %11 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %12 = "math.rsqrt"(%11) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %13 = "arith.constant"() <{value = 14 : i32}> : () -> i32
    %14 = "arith.cmpi"(%13, %13) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %15 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %16 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    "cf.cond_br"(%14, %16, %15)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, index) -> ()
  ^bb3(%17: index):  // 3 preds: ^bb0, ^bb2, ^bb2
    %18 = "arith.constant"() <{value = -1 : index}> : () -> index
    %19 = "arith.maxui"(%17, %18) : (index, index) -> index
    %20 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %21 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %22 = "arith.remf"(%20, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"() : () -> ()
  }) {ref = @inner::@helper7} : () -> ()
}) : () -> ()

