"builtin.module"() ({
  "func.func"() <{function_type = () -> f64, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (f64, f64, memref<4xf64>, f64) -> f64, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "compute0"}> ({
  ^bb0(%arg0: f64, %arg1: f64, %arg2: memref<4xf64>, %arg3: f64):
    %0 = "tensor.empty"() : () -> tensor<8x3xf32>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "tensor.extract"(%0, %1, %2) : (tensor<8x3xf32>, index, index) -> f32
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "memref.load"(%arg2, %4) : (memref<4xf64>, index) -> f64
    %6 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%6, %5, %arg1)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f64, f64) -> ()
  ^bb1(%7: f64):  // 2 preds: ^bb0, ^bb0
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "tensor.extract_slice"(%0, %8) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 2, 0>, static_sizes = array<i64: 5, 1>, static_strides = array<i64: -9223372036854775808, 1>}> : (tensor<8x3xf32>, index) -> tensor<5x1xf32>
    %10 = "tensor.collapse_shape"(%0) <{reassociation = [[0, 1]]}> : (tensor<8x3xf32>) -> tensor<24xf32>
    %11 = "arith.constant"() <{value = 36 : i16}> : () -> i16
    "cf.switch"(%11)[^bb2, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<0> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %12 = "arith.truncf"(%arg3) : (f64) -> f32
    %13 = "arith.subf"(%12, %3) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    "func.return"(%arg1) : (f64) -> ()
  }) : () -> ()
}) : () -> ()

