"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef, test.tag = "x"}], function_type = (tensor<4x2xf64>, f64, f64) -> f16, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = () -> (f64, tensor<2x2xf16>), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "fn.0"}> ({
    %20 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
    %21 = "arith.constant"() <{value = 2 : index}> : () -> index
    %22 = "memref.load"(%20, %21) : (memref<4xf64>, index) -> f64
    %23 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
    "cf.br"(%22, %23)[^bb1] : (f64, f16) -> ()
  ^bb1(%24: f64, %25: f16):  // pred: ^bb0
    %26 = "arith.constant"() <{value = dense<1.000000e+00> : vector<2x2xbf16>}> : () -> vector<2x2xbf16>
    %27 = "arith.fptosi"(%26) : (vector<2x2xbf16>) -> vector<2x2xi32>
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    %28 = "tensor.empty"() : () -> tensor<1xf16>
    %29 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%29, %21, %21)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, index) -> ()
  ^bb3(%30: index):  // 2 preds: ^bb2, ^bb2
    %31 = "arith.constant"() <{value = dense<1.500000e-01> : tensor<4xf64>}> : () -> tensor<4xf64>
    %32 = "tensor.extract_slice"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 2>}> : (tensor<4xf64>) -> tensor<2xf64>
    "cf.br"()[^bb4] : () -> ()
  ^bb4:  // pred: ^bb3
    %33 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %34 = "math.ctpop"(%33) : (i32) -> i32
    %35 = "arith.constant"() <{value = dense<[[1.000000e+00, 2.500000e+00], [-2.500000e-01, 3.000000e+00]]> : tensor<2x2xf16>}> : () -> tensor<2x2xf16>
    "func.return"(%22, %35) : (f64, tensor<2x2xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<2x2xf64>, vector<4xi16>), sym_name = "f1", sym_visibility = "public"}> ({
    %0 = "tensor.empty"() : () -> tensor<4xf16>
    %1 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "tensor.insert"(%1, %0, %2) : (f16, tensor<4xf16>, index) -> tensor<4xf16>
    %4 = "arith.constant"() <{value = dense<1.000000e+02> : tensor<4x1xf64>}> : () -> tensor<4x1xf64>
    %5 = "tensor.empty"() : () -> tensor<4xf64>
    %6 = "linalg.reduce"(%4, %5) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg0: f64, %arg1: f64):
      %19 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%19) : (f64) -> ()
    }) : (tensor<4x1xf64>, tensor<4xf64>) -> tensor<4xf64>
    %7 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %8 = "arith.maxnumf"(%7, %7) <{fastmath = #arith.fastmath<afn>}> : (f32, f32) -> f32
    %9 = "arith.constant"() <{value = 54 : i32}> : () -> i32
    %10 = "arith.sitofp"(%9) : (i32) -> f64
    %11 = "arith.constant"() <{value = dense<[[-2.500000e-01, 0.000000e+00], [-2.500000e-01, 2.500000e+00]]> : vector<2x2xf32>}> : () -> vector<2x2xf32>
    %12 = "arith.negf"(%11) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<2x2xf32>) -> vector<2x2xf32>
    %13 = "math.isnormal"(%10) <{fastmath = #arith.fastmath<none>}> : (f64) -> i1
    %14 = "arith.remf"(%10, %10) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64, f64) -> f64
    %15 = "arith.constant"() <{value = dense<[1.000000e+00, 2.500000e+00, 4.000000e+02, 1.000000e+02]> : vector<4xf32>}> : () -> vector<4xf32>
    %16 = "arith.minnumf"(%15, %15) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %17 = "arith.constant"() <{value = dense<[[2.500000e+00, 2.500000e+00], [5.000000e-01, 1.000000e+02]]> : vector<2x2xf64>}> : () -> vector<2x2xf64>
    %18 = "arith.constant"() <{value = dense<[0, 15, -6, 79]> : vector<4xi16>}> : () -> vector<4xi16>
    "func.return"(%17, %18) : (vector<2x2xf64>, vector<4xi16>) -> ()
  }) : () -> ()
}) : () -> ()

