"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> f64, sym_name = "helper0", sym_visibility = "public"}> ({
      %22 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x8x8xi8>
      "memref.dealloc"(%22) : (memref<3x8x8xi8>) -> ()
      %23 = "arith.constant"() <{value = dense<-1> : vector<3xi32>}> : () -> vector<3xi32>
      %24:2 = "arith.addui_extended"(%23, %23) : (vector<3xi32>, vector<3xi32>) -> (vector<3xi32>, vector<3xi1>)
      %25 = "arith.constant"() <{value = 45 : i8}> : () -> i8
      %26 = "tensor.from_elements"(%25, %25, %25, %25) : (i8, i8, i8, i8) -> tensor<4xi8>
      %27 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
      "func.return"(%27) : (f64) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf64>, i8) -> (), sym_name = "fn.0"}> ({
  ^bb0(%arg1: vector<4xf64>, %arg2: i8):
    %10 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x8x8xi32>
    %11 = "memref.collapse_shape"(%10) <{reassociation = [[0], [1, 2]]}> : (memref<3x8x8xi32>) -> memref<3x64xi32>
    %12 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "cf.br"(%12)[^bb1] : (i32) -> ()
  ^bb1(%13: i32):  // pred: ^bb0
    %14 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %16 = "math.fpowi"(%14, %15) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
    "cf.br"(%arg2)[^bb2] : (i8) -> ()
  ^bb2(%17: i8):  // pred: ^bb1
    %18 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%18, %17, %arg2)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i8, i8) -> ()
  ^bb3(%19: i8):  // pred: ^bb2
    %20 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    "cf.br"(%20)[^bb4] : (i8) -> ()
  ^bb4(%21: i8):  // 2 preds: ^bb2, ^bb3
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xi8>) -> f64, sym_name = "fn.1"}> ({
  ^bb0(%arg0: tensor<?xi8>):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x2xi8>
    %1 = "memref.collapse_shape"(%0) <{reassociation = [[0, 1]]}> : (memref<1x2xi8>) -> memref<2xi8>
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %2 = "tensor.empty"() : () -> tensor<3x8x8xi8>
    %3 = "tensor.extract_slice"(%2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1>, static_sizes = array<i64: 3, 3, 6>, static_strides = array<i64: 1, 2, 1>}> : (tensor<3x8x8xi8>) -> tensor<3x3x6xi8>
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    %4 = "arith.constant"() <{value = false}> : () -> i1
    %5 = "arith.constant"() <{value = 24 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %7 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
    "cf.cond_br"(%4, %5, %7, %5, %6)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, f64, i32, f64) -> ()
  ^bb3(%8: i32, %9: f64):  // 2 preds: ^bb2, ^bb2
    "func.return"(%9) : (f64) -> ()
  }) {ref = @inner::@helper0} : () -> ()
}) : () -> ()

