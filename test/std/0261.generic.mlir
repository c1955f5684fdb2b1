"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}, {}], function_type = (vector<1x4xf32>, tensor<8x1xf32>, memref<1x2xbf16>) -> (), sym_name = "helper9", sym_visibility = "public"}> ({
    ^bb0(%arg8: vector<1x4xf32>, %arg9: tensor<8x1xf32>, %arg10: memref<1x2xbf16>):
      %24 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
      %25 = "math.floor"(%24) <{fastmath = #arith.fastmath<arcp>}> : (f16) -> f16
      %26 = "arith.constant"() <{value = false}> : () -> i1
      "cf.cond_br"(%26)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      %27 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
      %28 = "arith.subf"(%27, %27) <{fastmath = #arith.fastmath<arcp>}> : (f32, f32) -> f32
      "cf.cond_br"(%26)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // 2 preds: ^bb1, ^bb1
      %29 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x2xbf16>
      "func.call"(%arg8, %arg9, %29) <{callee = @helper9}> : (vector<1x4xf32>, tensor<8x1xf32>, memref<1x2xbf16>) -> ()
      "func.return"() : () -> ()
    }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {llvm.noundef}, {}], function_type = (bf16, bf16, f32) -> (memref<8x1xi32>, tensor<4x8xbf16>), res_attrs = [{llvm.noundef}, {}], sym_name = "f0", sym_visibility = "public"}> ({
  ^bb0(%arg5: bf16, %arg6: bf16, %arg7: f32):
    %14 = "arith.constant"() <{value = 73 : i16}> : () -> i16
    %15 = "arith.remui"(%14, %14) : (i16, i16) -> i16
    %16 = "tensor.empty"() : () -> tensor<1x2xbf16>
    %17 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %18:2 = "arith.mulsi_extended"(%17, %17) : (i8, i8) -> (i8, i8)
    %19 = "arith.constant"() <{value = dense<[-4, 1, -1, -20]> : vector<4xi32>}> : () -> vector<4xi32>
    %20 = "arith.sitofp"(%19) : (vector<4xi32>) -> vector<4xf32>
    "scf.execute_region"() ({
      %23 = "tensor.extract_slice"(%16) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<1x2xbf16>) -> tensor<1x1xbf16>
      "scf.yield"() : () -> ()
    }) : () -> ()
    %21 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x1xi32>
    %22 = "arith.constant"() <{value = dense<-7.500000e+00> : tensor<4x8xbf16>}> : () -> tensor<4x8xbf16>
    "func.return"(%21, %22) : (memref<8x1xi32>, tensor<4x8xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (bf16, vector<3x4xbf16>, bf16, f32) -> vector<8x1xbf16>, sym_name = "kernel_1", sym_visibility = "public"}> ({
  ^bb0(%arg0: bf16, %arg1: vector<3x4xbf16>, %arg2: bf16, %arg3: f32):
    %0 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
    %1 = "arith.negf"(%0) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %2 = "arith.cmpf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %4 = "arith.sitofp"(%3) : (i16) -> f16
    %5 = "tensor.empty"() : () -> tensor<1x2xf32>
    %6 = "tensor.expand_shape"(%5) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 1, 2>}> : (tensor<1x2xf32>) -> tensor<1x1x2xf32>
    %7 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x2xi16>
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%3, %7, %8, %9) : (i16, memref<1x2xi16>, index, index) -> ()
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "arith.constant"() <{value = 7 : index}> : () -> index
    %12 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%10, %11, %12) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg4: index):
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %13 = "arith.constant"() <{value = dense<[[2.500000e+00], [-7.500000e+00], [1.000000e+00], [1.000000e+02], [5.000000e-01], [4.000000e+02], [1.000000e+00], [1.503910e-01]]> : vector<8x1xbf16>}> : () -> vector<8x1xbf16>
    "func.return"(%13) : (vector<8x1xbf16>) -> ()
  }) {ref = @inner::@helper9} : () -> ()
}) : () -> ()

