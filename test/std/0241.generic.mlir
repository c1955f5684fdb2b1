"builtin.module"() ({
  "func.func"() <{function_type = () -> (index, i16), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "f0"}> ({
    %17 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %18 = "arith.andi"(%17, %17) : (i32, i32) -> i32
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "arith.constant"() <{value = 2 : index}> : () -> index
    %21 = "arith.constant"() <{value = 2 : index}> : () -> index
    %22 = "scf.parallel"(%19, %20, %21, %18) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg4: index):
      %42 = "arith.constant"() <{value = dense<[[-1.000000e+00], [-2.500000e-01], [0.000000e+00]]> : vector<3x1xf16>}> : () -> vector<3x1xf16>
      %43 = "arith.negf"(%42) <{fastmath = #arith.fastmath<arcp>}> : (vector<3x1xf16>) -> vector<3x1xf16>
      "scf.reduce"(%18) ({
      ^bb0(%arg5: i32, %arg6: i32):
        %44 = "arith.maxsi"(%arg5, %arg6) : (i32, i32) -> i32
        "scf.reduce.return"(%44) : (i32) -> ()
      }) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %23 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %24 = "arith.cmpi"(%23, %23) <{predicate = 0 : i64}> : (i16, i16) -> i1
    %25 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
    "cf.cond_br"(%24, %25)[^bb3, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, f64) -> ()
  ^bb1(%26: f64):  // pred: ^bb0
    %27 = "arith.constant"() <{value = false}> : () -> i1
    %28:2 = "scf.if"(%27) ({
      %36 = "tensor.empty"() : () -> tensor<4x3xf64>
      %37 = "arith.constant"() <{value = 3 : index}> : () -> index
      %38 = "arith.constant"() <{value = 2 : index}> : () -> index
      %39 = "tensor.extract"(%36, %37, %38) : (tensor<4x3xf64>, index, index) -> f64
      %40 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
      %41 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
      "scf.yield"(%40, %41) : (f64, i16) -> ()
    }, {
      %31 = "arith.constant"() <{value = dense<1.500000e-01> : tensor<1xf32>}> : () -> tensor<1xf32>
      %32 = "arith.minimumf"(%31, %31) <{fastmath = #arith.fastmath<none>}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
      %33 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
      %34 = "arith.constant"() <{value = 0 : index}> : () -> index
      %35 = "tensor.insert"(%33, %32, %34) : (f32, tensor<1xf32>, index) -> tensor<1xf32>
      "scf.yield"(%25, %23) : (f64, i16) -> ()
    }) : (i1) -> (f64, i16)
    %29 = "arith.constant"() <{value = dense<1.500240e-01> : vector<4x3xf16>}> : () -> vector<4x3xf16>
    %30 = "math.isnan"(%29) <{fastmath = #arith.fastmath<none>}> : (vector<4x3xf16>) -> vector<4x3xi1>
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // 2 preds: ^bb0, ^bb2
    "func.return"(%19, %23) : (index, i16) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {}, {}], function_type = (f64, i16, i8, i32) -> (), sym_name = "compute1"}> ({
  ^bb0(%arg0: f64, %arg1: i16, %arg2: i8, %arg3: i32):
    %0 = "arith.constant"() <{value = dense<[[1, 0, 0, 0], [0, 32767, 32767, 26]]> : vector<2x4xi16>}> : () -> vector<2x4xi16>
    %1 = "tensor.empty"() : () -> tensor<3x3xf32>
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "tensor.dim"(%1, %2) : (tensor<3x3xf32>, index) -> index
    %4 = "arith.constant"() <{value = dense<[[1.000000e+00, -1.000000e+00, -1.000000e+00, 1.000000e+00]]> : vector<1x4xf64>}> : () -> vector<1x4xf64>
    %5 = "arith.constant"() <{value = dense<[[0, 0, 1, 0]]> : vector<1x4xi64>}> : () -> vector<1x4xi64>
    %6 = "math.fpowi"(%4, %5) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<1x4xf64>, vector<1x4xi64>) -> vector<1x4xf64>
    %7 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%7) <{msg = ""}> : (i1) -> ()
    %8 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xf64>
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%arg0, %8, %9, %10) : (f64, memref<1x4xf64>, index, index) -> ()
    %11 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "memref.view"(%11, %12) : (memref<2048xi8>, index) -> memref<4x8xf32>
    %14:2 = "scf.index_switch"(%9) <{cases = array<i64: 0, 1>}> ({
      "scf.yield"(%arg0, %arg1) : (f64, i16) -> ()
    }, {
      %15 = "arith.constant"() <{value = dense<-1> : tensor<3xi16>}> : () -> tensor<3xi16>
      %16 = "arith.cmpi"(%15, %15) <{predicate = 7 : i64}> : (tensor<3xi16>, tensor<3xi16>) -> tensor<3xi1>
      "scf.yield"(%arg0, %arg1) : (f64, i16) -> ()
    }, {
      "scf.yield"(%arg0, %arg1) : (f64, i16) -> ()
    }) : (index) -> (f64, i16)
    "func.return"() : () -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

