"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {}], function_type = (vector<8x1xi16>, f16, memref<8x1xi16>) -> (i16, tensor<8x1xi16>), sym_name = "helper8", sym_visibility = "private"}> ({
    ^bb0(%arg4: vector<8x1xi16>, %arg5: f16, %arg6: memref<8x1xi16>):
      "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
      ^bb0(%arg7: index):
        %26 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %27 = "arith.maximumf"(%26, %26) <{fastmath = #arith.fastmath<afn>}> : (f32, f32) -> f32
        %28 = "arith.constant"() <{value = -1 : index}> : () -> index
        "scf.index_switch"(%28) <{cases = array<i64: 1>}> ({
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (index) -> ()
        "scf.forall.in_parallel"() ({
        ^bb0:
        }) : () -> ()
      }) : () -> ()
      %24 = "arith.constant"() <{value = 79 : i16}> : () -> i16
      %25 = "arith.constant"() <{value = dense<[[1], [32767], [0], [32767], [4], [1], [32767], [0]]> : tensor<8x1xi16>}> : () -> tensor<8x1xi16>
      "func.return"(%24, %25) : (i16, tensor<8x1xi16>) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {test.foo = 1 : i32}, {}], function_type = (memref<1x2xi16>, tensor<2x1xi16>, i16, vector<1x4xi16>) -> (), sym_name = "fn.0"}> ({
  ^bb0(%arg0: memref<1x2xi16>, %arg1: tensor<2x1xi16>, %arg2: i16, %arg3: vector<1x4xi16>):
    %10 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = false}> : () -> i1
    %12 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %13 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    "cf.cond_br"(%11, %12, %13)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i16, f64) -> ()
  ^bb1(%14: i16):  // pred: ^bb0
    %15 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %16 = "arith.select"(%11, %15, %arg2) : (i1, i16, i16) -> i16
    "cf.br"(%12)[^bb2] : (i16) -> ()
  ^bb2(%17: i16):  // pred: ^bb1
    %18 = "func.constant"() <{value = @fn.0}> : () -> ((memref<1x2xi16>, tensor<2x1xi16>, i16, vector<1x4xi16>) -> ())
    "func.call_indirect"(%18, %arg0, %arg1, %17, %arg3) : ((memref<1x2xi16>, tensor<2x1xi16>, i16, vector<1x4xi16>) -> (), memref<1x2xi16>, tensor<2x1xi16>, i16, vector<1x4xi16>) -> ()
    "cf.br"(%13)[^bb3] : (f64) -> ()
  ^bb3(%19: f64):  // 2 preds: ^bb0, ^bb2
    %20 = "arith.constant"() <{value = dense<1.000000e+00> : vector<2x1xf64>}> : () -> vector<2x1xf64>
    %21 = "arith.fptosi"(%20) : (vector<2x1xf64>) -> vector<2x1xi64>
    "cf.cond_br"(%11)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // 2 preds: ^bb3, ^bb3
    %22 = "arith.constant"() <{value = 0 : index}> : () -> index
    %23 = "arith.constant"() <{value = 1 : index}> : () -> index
    "memref.store"(%12, %arg0, %22, %23) : (i16, memref<1x2xi16>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i16, sym_name = "compute1"}> ({
    %0 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %1 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %2 = "arith.cmpi"(%0, %1) <{predicate = 1 : i64}> : (i16, i16) -> i1
    "cf.assert"(%2) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %3 = "tensor.splat"(%0) : (i16) -> tensor<3x3xi16>
    %4 = "arith.constant"() <{value = dense<[[1.500240e-01], [3.000000e+00], [1.000000e+02], [-7.500000e+00], [2.500000e+00], [0.000000e+00], [-2.500000e-01], [5.000000e-01]]> : vector<8x1xf16>}> : () -> vector<8x1xf16>
    %5 = "arith.negf"(%4) <{fastmath = #arith.fastmath<none>}> : (vector<8x1xf16>) -> vector<8x1xf16>
    %6 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
    %7 = "arith.cmpf"(%6, %6) <{fastmath = #arith.fastmath<fast>, predicate = 13 : i64}> : (f64, f64) -> i1
    %8 = "math.powf"(%6, %6) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64, f64) -> f64
    %9 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    "func.return"(%9) : (i16) -> ()
  }) {ref = @inner::@helper8} : () -> ()
}) {test.module_note = "std"} : () -> ()

