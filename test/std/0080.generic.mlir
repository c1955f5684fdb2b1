"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}], function_type = (i16, memref<1xindex>) -> i8, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}], function_type = (index, tensor<1x4xf32>) -> (vector<4xf32>, tensor<8x1xf32>), sym_name = "ext1", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {}], function_type = (f32, i16, index) -> (vector<2x2xindex>, memref<1x4xf64>, memref<8x1xindex>), res_attrs = [{}, {}, {test.foo = 1 : i32}], sym_name = "f0", sym_visibility = "private"}> ({
  ^bb0(%arg3: f32, %arg4: i16, %arg5: index):
    %18 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x2xf16>
    "linalg.transpose"(%18, %18) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg8: f16, %arg9: f16):
      "linalg.yield"(%arg8) : (f16) -> ()
    }) : (memref<2x2xf16>, memref<2x2xf16>) -> ()
    %19 = "arith.constant"() <{value = 29 : i8}> : () -> i8
    %20 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x2xi8>
    "linalg.fill"(%19, %20) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: i8, %arg7: i8):
      "linalg.yield"(%arg6) : (i8) -> ()
    }) : (i8, memref<2x2xi8>) -> ()
    %21 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %22 = "arith.index_castui"(%21) : (i32) -> index
    %23 = "arith.constant"() <{value = dense<[[0, 1], [-1, 0]]> : vector<2x2xindex>}> : () -> vector<2x2xindex>
    %24 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xf64>
    %25 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x1xindex>
    "func.return"(%23, %24, %25) : (vector<2x2xindex>, memref<1x4xf64>, memref<8x1xindex>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}], function_type = (i16) -> (tensor<2x2xf32>, f32, f32), sym_name = "kernel_1"}> ({
  ^bb0(%arg0: i16):
    %0 = "arith.constant"() <{value = dense<[[1.500000e-01], [1.000000e+02], [5.000000e-01], [1.000000e+00], [-7.500000e+00], [5.000000e-01], [1.500000e-01], [-7.500000e+00]]> : tensor<8x1xf64>}> : () -> tensor<8x1xf64>
    %1 = "linalg.transpose"(%0, %0) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg1: f64, %arg2: f64):
      "linalg.yield"(%arg1) : (f64) -> ()
    }) : (tensor<8x1xf64>, tensor<8x1xf64>) -> tensor<8x1xf64>
    %2 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = -1 : index}> : () -> index
    %5 = "arith.constant"() <{value = -1 : index}> : () -> index
    "cf.switch"(%2, %3, %4, %5, %4, %3, %4)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 2, 2>, case_values = dense<[-1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 2, 4>}> : (i32, f32, index, index, index, f32, index) -> ()
  ^bb1(%6: f32, %7: index):  // 2 preds: ^bb0, ^bb0
    %8 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x2xf32>
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    %10 = "memref.dim"(%8, %9) : (memref<2x2xf32>, index) -> index
    %11 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%11, %5, %4, %3)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, index, index, f32) -> ()
  ^bb2(%12: index, %13: index):  // 2 preds: ^bb0, ^bb1
    %14 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %15:2 = "arith.mulsi_extended"(%arg0, %14) : (i16, i16) -> (i16, i16)
    "cf.br"(%3)[^bb3] : (f32) -> ()
  ^bb3(%16: f32):  // 2 preds: ^bb1, ^bb2
    %17 = "tensor.empty"() : () -> tensor<2x2xf32>
    "func.return"(%17, %3, %3) : (tensor<2x2xf32>, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

