"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (tensor<8xf32>, tensor<3xf32>), sym_name = "fn.0", sym_visibility = "public"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1 = "arith.sitofp"(%0) : (i8) -> f32
    %2 = "func.constant"() <{value = @fn.0}> : () -> ((f32) -> (tensor<8xf32>, tensor<3xf32>))
    %3:2 = "func.call_indirect"(%2, %arg0) : ((f32) -> (tensor<8xf32>, tensor<3xf32>), f32) -> (tensor<8xf32>, tensor<3xf32>)
    %4 = "arith.constant"() <{value = true}> : () -> i1
    %5 = "arith.constant"() <{value = -12 : i64}> : () -> i64
    %6 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    "cf.cond_br"(%4, %5, %6)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, index) -> ()
  ^bb1(%7: i64):  // pred: ^bb0
    %8 = "arith.constant"() <{value = 7 : index}> : () -> index
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    %10 = "tensor.empty"(%8, %9) : (index, index) -> tensor<?x?xf16>
    %11 = "math.powf"(%10, %10) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (tensor<?x?xf16>, tensor<?x?xf16>) -> tensor<?x?xf16>
    %12 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %13 = "arith.divui"(%12, %12) : (i32, i32) -> i32
    %14 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %15 = "arith.cmpi"(%0, %14) <{predicate = 6 : i64}> : (i8, i8) -> i1
    "cf.cond_br"(%15, %6, %9)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, index) -> ()
  ^bb2(%16: index):  // 3 preds: ^bb0, ^bb1, ^bb1
    %17 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %18 = "math.asinh"(%17) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
    %19 = "arith.constant"() <{value = 1 : index}> : () -> index
    %20 = "memref.alloca"(%19) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<8x?xf32>
    "memref.copy"(%20, %20) : (memref<8x?xf32>, memref<8x?xf32>) -> ()
    "func.return"(%3#0, %3#1) : (tensor<8xf32>, tensor<3xf32>) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

