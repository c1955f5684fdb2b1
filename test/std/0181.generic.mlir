"builtin.module"() ({
  "func.func"() <{function_type = () -> f64, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {}], function_type = (f64, memref<4x4xf16>, f64) -> (f64, tensor<?x2xf64>), sym_name = "compute0"}> ({
  ^bb0(%arg1: f64, %arg2: memref<4x4xf16>, %arg3: f64):
    %12 = "arith.constant"() <{value = dense<17> : vector<4x4xindex>}> : () -> vector<4x4xindex>
    %13 = "arith.andi"(%12, %12) : (vector<4x4xindex>, vector<4x4xindex>) -> vector<4x4xindex>
    %14 = "tensor.empty"() : () -> tensor<4xf32>
    %15 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf16>
    %16:2 = "func.call"(%arg3, %15, %arg1) <{callee = @compute0}> : (f64, memref<4x4xf16>, f64) -> (f64, tensor<?x2xf64>)
    %17 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %18 = "arith.cmpf"(%17, %17) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %19 = "arith.constant"() <{value = 4 : i16}> : () -> i16
    %20 = "arith.muli"(%19, %19) <{overflowFlags = #arith.overflow<nuw>}> : (i16, i16) -> i16
    "func.return"(%arg1, %16#1) : (f64, tensor<?x2xf64>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (memref<4x?xf64>) -> (), sym_name = "kernel_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<4x?xf64>):
    %0 = "tensor.empty"() : () -> tensor<4x4xf64>
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.cmpi"(%1, %1) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %3 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    "cf.cond_br"(%2, %3, %3)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f64, f64) -> ()
  ^bb1(%4: f64):  // pred: ^bb0
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf16>
    %6:2 = "func.call"(%4, %5, %3) <{callee = @compute0}> : (f64, memref<4x4xf16>, f64) -> (f64, tensor<?x2xf64>)
    %7 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %8 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
    "cf.switch"(%1, %7, %8)[^bb2, ^bb2] <{case_operand_segments = array<i32: 1>, case_values = dense<3> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, f64, f64) -> ()
  ^bb2(%9: f64):  // 3 preds: ^bb0, ^bb1, ^bb1
    "cf.assert"(%2) <{msg = ""}> : (i1) -> ()
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // pred: ^bb2
    %10 = "arith.constant"() <{value = dense<2.500000e+00> : tensor<4xf32>}> : () -> tensor<4xf32>
    %11 = "tensor.extract_slice"(%10) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

