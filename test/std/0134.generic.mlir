"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {}, {llvm.signext}], function_type = (f64, f32, i64) -> f32, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {}], function_type = (memref<2x8xf32>, i16, bf16) -> vector<2x8xf32>, res_attrs = [{llvm.noundef}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (vector<1x2x2xbf16>) -> memref<?x8xf32>, sym_name = "f0"}> ({
  ^bb0(%arg0: vector<1x2x2xbf16>):
    %0 = "arith.constant"() <{value = dense<44> : tensor<2x8xi64>}> : () -> tensor<2x8xi64>
    %1 = "tensor.empty"() : () -> tensor<2x8xi64>
    %2 = "linalg.transpose"(%0, %1) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg2: i64, %arg3: i64):
      "linalg.yield"(%arg2) : (i64) -> ()
    }) : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi64>
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 3 : index}> : () -> index
    "scf.for"(%3, %4, %5) ({
    ^bb0(%arg1: index):
      %17 = "arith.constant"() <{value = dense<1.000000e+00> : vector<8xbf16>}> : () -> vector<8xbf16>
      %18 = "math.sinh"(%17) <{fastmath = #arith.fastmath<fast>}> : (vector<8xbf16>) -> vector<8xbf16>
      %19 = "arith.constant"() <{value = dense<[1.000000e+00, 2.500000e+00, 2.500000e+00, -2.500000e-01]> : vector<4xf32>}> : () -> vector<4xf32>
      %20 = "arith.negf"(%19) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>) -> vector<4xf32>
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %6 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    "cf.br"(%6)[^bb1] : (f32) -> ()
  ^bb1(%7: f32):  // pred: ^bb0
    %8 = "arith.constant"() <{value = dense<[[2.500000e+00, 1.000000e+00, -1.000000e+00, 2.500000e+00, -7.500000e+00, 4.000000e+02, 1.503910e-01, 3.000000e+00], [1.000000e+02, 5.000000e-01, 1.000000e+00, 1.000000e+00, 1.000000e+02, 3.000000e+00, 4.000000e+02, 4.000000e+02]]> : tensor<2x8xbf16>}> : () -> tensor<2x8xbf16>
    %9 = "tensor.cast"(%8) : (tensor<2x8xbf16>) -> tensor<?x8xbf16>
    %10 = "arith.constant"() <{value = 5 : index}> : () -> index
    %11 = "tensor.empty"() : () -> tensor<2x2xi64>
    %12 = "tensor.insert_slice"(%11, %1, %10) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 2>}> : (tensor<2x2xi64>, tensor<2x8xi64>, index) -> tensor<2x8xi64>
    %13 = "arith.constant"() <{value = -7.500000e+00 : bf16}> : () -> bf16
    "cf.br"(%13)[^bb2] : (bf16) -> ()
  ^bb2(%14: bf16):  // pred: ^bb1
    %15 = "arith.constant"() <{value = 6 : index}> : () -> index
    %16 = "memref.alloc"(%15) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x8xf32>
    "func.return"(%16) : (memref<?x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

