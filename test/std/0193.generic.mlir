"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (tensor<3x4xindex>, index) -> tensor<8x1xindex>, sym_name = "helper7"}> ({
    ^bb0(%arg2: tensor<3x4xindex>, %arg3: index):
      %12 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %13 = "arith.minimumf"(%12, %12) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
      %14 = "arith.constant"() <{value = false}> : () -> i1
      %15 = "arith.constant"() <{value = 1.503910e-01 : bf16}> : () -> bf16
      %16 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      "cf.cond_br"(%14, %15, %16, %15, %16)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, bf16, i32, bf16, i32) -> ()
    ^bb1(%17: bf16, %18: i32):  // 2 preds: ^bb0, ^bb0
      %19 = "arith.constant"() <{value = 1 : index}> : () -> index
      %20 = "arith.constant"() <{value = 7 : index}> : () -> index
      %21 = "arith.constant"() <{value = 2 : index}> : () -> index
      %22 = "arith.constant"() <{value = 11 : i8}> : () -> i8
      %23 = "scf.for"(%19, %20, %21, %22) ({
      ^bb0(%arg4: index, %arg5: i8):
        %28 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
        %29 = "math.powf"(%28, %28) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "scf.yield"(%22) : (i8) -> ()
      }) : (index, index, index, i8) -> i8
      %24 = "arith.constant"() <{value = 4 : index}> : () -> index
      "cf.br"(%24)[^bb2] : (index) -> ()
    ^bb2(%25: index):  // pred: ^bb1
      "cf.br"(%16)[^bb3] : (i32) -> ()
    ^bb3(%26: i32):  // pred: ^bb2
      %27 = "tensor.empty"() : () -> tensor<8x1xindex>
      "func.return"(%27) : (tensor<8x1xindex>) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}], function_type = (i32, i64) -> (), sym_name = "fn.0"}> ({
  ^bb0(%arg0: i32, %arg1: i64):
    %0 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1 = "tensor.empty"(%0) : (index) -> tensor<8x?xindex>
    "cf.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%2: i32):  // pred: ^bb0
    %3 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %4 = "arith.constant"() <{value = 79 : i8}> : () -> i8
    %5:2 = "arith.mulsi_extended"(%3, %4) : (i8, i8) -> (i8, i8)
    "cf.br"(%0)[^bb2] : (index) -> ()
  ^bb2(%6: index):  // pred: ^bb1
    %7 = "arith.constant"() <{value = dense<-1> : tensor<3xi32>}> : () -> tensor<3xi32>
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "tensor.extract"(%7, %8) : (tensor<3xi32>, index) -> i32
    "cf.br"(%arg0)[^bb3] : (i32) -> ()
  ^bb3(%10: i32):  // pred: ^bb2
    %11 = "arith.constant"() <{value = dense<1> : vector<3x4xindex>}> : () -> vector<3x4xindex>
    "func.return"() : () -> ()
  }) {ref = @inner::@helper7} : () -> ()
}) {test.module_note = "std"} : () -> ()

