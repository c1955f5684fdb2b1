"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {}], function_type = (memref<1xi16>, memref<4x4x8xf32>, i16) -> tensor<4x3x?xi16>, sym_name = "kernel_0"}> ({
  ^bb0(%arg3: memref<1xi16>, %arg4: memref<4x4x8xf32>, %arg5: i16):
    %14 = "arith.constant"() <{value = dense<-2.500000e-01> : tensor<4x3x2xf16>}> : () -> tensor<4x3x2xf16>
    %15 = "linalg.add"(%14, %14, %14) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f16, %arg7: f16, %arg8: f16):
      %21 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%21) : (f16) -> ()
    }) : (tensor<4x3x2xf16>, tensor<4x3x2xf16>, tensor<4x3x2xf16>) -> tensor<4x3x2xf16>
    %16 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %17 = "math.atan2"(%16, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %18 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3x2xi32>
    "memref.dealloc"(%18) : (memref<4x3x2xi32>) -> ()
    %19 = "arith.constant"() <{value = 8 : index}> : () -> index
    %20 = "tensor.empty"(%19) : (index) -> tensor<4x3x?xi16>
    "func.return"(%20) : (tensor<4x3x?xi16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}], function_type = (f32, i32) -> memref<4x1x?xindex>, sym_name = "compute1"}> ({
  ^bb0(%arg0: f32, %arg1: i32):
    %0 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4x8xf64>
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "memref.dim"(%0, %1) : (memref<4x4x8xf64>, index) -> index
    %3 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%4, %5, %6) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg2: index):
      %13 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %7 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %8 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
    "cf.switch"(%7, %8)[^bb2, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[-1, 2]> : vector<2xi64>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i64, f64) -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    %9 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    "cf.br"(%9)[^bb3] : (f64) -> ()
  ^bb3(%10: f64):  // 2 preds: ^bb1, ^bb2
    %11 = "arith.constant"() <{value = 3 : index}> : () -> index
    %12 = "memref.alloc"(%11) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4x1x?xindex>
    "func.return"(%12) : (memref<4x1x?xindex>) -> ()
  }) : () -> ()
}) : () -> ()

