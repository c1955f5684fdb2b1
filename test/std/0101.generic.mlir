"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef}, {llvm.noundef, test.tag = "x"}, {}], function_type = (f32, memref<?x3xf32>, tensor<4x2xf32>) -> f32, sym_name = "fn.0"}> ({
  ^bb0(%arg0: f32, %arg1: memref<?x3xf32>, %arg2: tensor<4x2xf32>):
    %0 = "arith.constant"() <{value = 55 : i64}> : () -> i64
    %1 = "arith.cmpi"(%0, %0) <{predicate = 9 : i64}> : (i64, i64) -> i1
    %2 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x1x2xf64>
    %3 = "memref.collapse_shape"(%2) <{reassociation = [[0, 1], [2]]}> : (memref<4x1x2xf64>) -> memref<4x2xf64>
    %4 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "cf.switch"(%4, %arg0)[^bb1, ^bb3] <{case_operand_segments = array<i32: 1>, case_values = dense<2> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, f32) -> ()
  ^bb1:  // pred: ^bb0
    %5 = "tensor.empty"() : () -> tensor<4x2xf32>
    %6 = "tensor.expand_shape"(%5) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 1, 2>}> : (tensor<4x2xf32>) -> tensor<4x1x2xf32>
    %7 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %8 = "math.ipowi"(%7, %7) : (i8, i8) -> i8
    %9 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    "cf.cond_br"(%1, %9, %9)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f64, f64) -> ()
  ^bb2(%10: f64):  // 2 preds: ^bb1, ^bb1
    %11 = "tensor.empty"() : () -> tensor<8x3xf16>
    %12 = "tensor.empty"() : () -> tensor<8x3xf16>
    %13 = "math.fma"(%11, %11, %12) <{fastmath = #arith.fastmath<afn>}> : (tensor<8x3xf16>, tensor<8x3xf16>, tensor<8x3xf16>) -> tensor<8x3xf16>
    %14 = "arith.constant"() <{value = dense<[[[1, 1, 42, 2147483647], [61, 1, 65, 65], [51, 1, 0, 0], [76, 72, 2147483647, 9]]]> : vector<1x4x4xi32>}> : () -> vector<1x4x4xi32>
    %15:2 = "arith.mului_extended"(%14, %14) : (vector<1x4x4xi32>, vector<1x4x4xi32>) -> (vector<1x4x4xi32>, vector<1x4x4xi32>)
    "cf.cond_br"(%1, %arg0, %arg0)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
  ^bb3(%16: f32):  // 3 preds: ^bb0, ^bb2, ^bb2
    %17 = "arith.constant"() <{value = 38 : i64}> : () -> i64
    %18 = "arith.ori"(%17, %0) : (i64, i64) -> i64
    %19 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x2xf32>
    %20 = "memref.expand_shape"(%19) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 1, 2>}> : (memref<1x2xf32>) -> memref<1x1x2xf32>
    "func.return"(%arg0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

