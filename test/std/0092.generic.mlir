"builtin.module"() ({
  "func.func"() <{function_type = (memref<2x3xi8>, memref<3xi8>, i16) -> i8, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x4x1xf16>) -> (memref<8xi16>, memref<4xi8>), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}], function_type = (memref<8xi16>, i8) -> i8, sym_name = "f0"}> ({
  ^bb0(%arg4: memref<8xi16>, %arg5: i8):
    %18 = "arith.constant"() <{value = -1 : index}> : () -> index
    %19 = "arith.cmpi"(%18, %18) <{predicate = 9 : i64}> : (index, index) -> i1
    %20 = "arith.constant"() <{value = dense<[-17, -1, 71, 78, -1, -17, 44, 1]> : vector<8xi64>}> : () -> vector<8xi64>
    %21:2 = "arith.mului_extended"(%20, %20) : (vector<8xi64>, vector<8xi64>) -> (vector<8xi64>, vector<8xi64>)
    %22 = "arith.constant"() <{value = dense<[-5, 127, 127, 1]> : vector<4xi8>}> : () -> vector<4xi8>
    %23 = "arith.extui"(%22) : (vector<4xi8>) -> vector<4xi32>
    %24 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
    %25 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
    %26 = "arith.minimumf"(%24, %25) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %27 = "arith.constant"() <{value = dense<true> : vector<8xi1>}> : () -> vector<8xi1>
    %28 = "arith.constant"() <{value = dense<-1> : vector<8xi8>}> : () -> vector<8xi8>
    %29 = "arith.constant"() <{value = dense<[22, 0, 0, 127, -1, -1, -1, 52]> : vector<8xi8>}> : () -> vector<8xi8>
    %30 = "arith.select"(%27, %28, %29) : (vector<8xi1>, vector<8xi8>, vector<8xi8>) -> vector<8xi8>
    %31 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4x2xf64>
    "linalg.div"(%31, %31, %31) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f64, %arg9: f64, %arg10: f64):
      %40 = "arith.divf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%40) : (f64) -> ()
    }) : (memref<1x4x2xf64>, memref<1x4x2xf64>, memref<1x4x2xf64>) -> ()
    %32 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    %33 = "arith.negf"(%32) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
    %34 = "arith.constant"() <{value = 1.000000e+02 : bf16}> : () -> bf16
    %35 = "arith.mulf"(%34, %34) <{fastmath = #arith.fastmath<fast>}> : (bf16, bf16) -> bf16
    %36 = "tensor.empty"() : () -> tensor<4x1xi32>
    %37 = "tensor.empty"() : () -> tensor<1xi32>
    %38 = "linalg.reduce"(%36, %37) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg6: i32, %arg7: i32):
      %39 = "arith.addi"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%39) : (i32) -> ()
    }) : (tensor<4x1xi32>, tensor<1xi32>) -> tensor<1xi32>
    "func.return"(%arg5) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {llvm.signext}, {llvm.noundef, test.tag = "x"}, {llvm.noundef}], function_type = (vector<8xi64>, i8, tensor<8xi16>, i16) -> (), sym_name = "fn.1"}> ({
  ^bb0(%arg0: vector<8xi64>, %arg1: i8, %arg2: tensor<8xi16>, %arg3: i16):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.fptosi"(%0) : (f32) -> i64
    %2 = "arith.constant"() <{value = true}> : () -> i1
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    "cf.cond_br"(%2, %arg3, %arg1, %3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i16, i8, index) -> ()
  ^bb1(%4: i16):  // pred: ^bb0
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi16>
    "memref.dealloc"(%5) : (memref<4xi16>) -> ()
    "cf.br"(%arg1, %3)[^bb2] : (i8, index) -> ()
  ^bb2(%6: i8, %7: index):  // 2 preds: ^bb0, ^bb1
    %8 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x2xi8>
    %9 = "memref.expand_shape"(%8) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 2, 1>}> : (memref<4x2xi8>) -> memref<4x2x1xi8>
    "cf.switch"(%arg3)[^bb3, ^bb3, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[2, 4]> : vector<2xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
  ^bb3:  // 3 preds: ^bb2, ^bb2, ^bb2
    %10 = "arith.constant"() <{value = dense<[1.000000e+02, -7.500000e+00, 4.000000e+02]> : vector<3xf64>}> : () -> vector<3xf64>
    %11 = "arith.cmpf"(%10, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (vector<3xf64>, vector<3xf64>) -> vector<3xi1>
    %12 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    "cf.switch"(%12, %arg3, %arg3, %arg3, %arg3)[^bb4, ^bb4] <{case_operand_segments = array<i32: 2>, case_values = dense<0> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 2, 2>}> : (i32, i16, i16, i16, i16) -> ()
  ^bb4(%13: i16, %14: i16):  // 2 preds: ^bb3, ^bb3
    %15 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %16 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %17 = "arith.cmpf"(%15, %16) <{fastmath = #arith.fastmath<reassoc,contract>, predicate = 14 : i64}> : (f64, f64) -> i1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

