"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.signext}, {}], function_type = (i8, tensor<8xf16>) -> vector<2xf32>, sym_name = "kernel_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: i8, %arg1: tensor<8xf16>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%0, %1, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg4: index):
      %12 = "arith.constant"() <{value = -7.500000e+00 : f16}> : () -> f16
      %13 = "arith.minnumf"(%12, %12) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %3 = "arith.constant"() <{value = -2.500000e-01 : f16}> : () -> f16
    %4 = "tensor.empty"() : () -> tensor<4x2x8xf16>
    %5 = "linalg.fill"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f16, %arg3: f16):
      "linalg.yield"(%arg2) : (f16) -> ()
    }) : (f16, tensor<4x2x8xf16>) -> tensor<4x2x8xf16>
    %6 = "arith.constant"() <{value = dense<[1, 58, -1, -6, 1, 7, 32, -1]> : tensor<8xi32>}> : () -> tensor<8xi32>
    %7 = "arith.extsi"(%6) : (tensor<8xi32>) -> tensor<8xi64>
    %8 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "memref.dim"(%8, %9) : (memref<8xf32>, index) -> index
    %11 = "arith.constant"() <{value = dense<[2.500000e+00, 4.000000e+02]> : vector<2xf32>}> : () -> vector<2xf32>
    "func.return"(%11) : (vector<2xf32>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

