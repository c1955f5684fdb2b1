"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.signext}, {}], function_type = (vector<3xi32>, i32, tensor<4x4xi32>) -> index, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}], function_type = (i8, memref<4x4xi32>) -> memref<4x4xi32>, sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f32, memref<?xi8>) -> (), sym_name = "fn.0"}> ({
  ^bb0(%arg0: f32, %arg1: memref<?xi8>):
    %0 = "arith.constant"() <{value = dense<0> : vector<4x4xi32>}> : () -> vector<4x4xi32>
    %1:2 = "arith.mului_extended"(%0, %0) : (vector<4x4xi32>, vector<4x4xi32>) -> (vector<4x4xi32>, vector<4x4xi32>)
    %2 = "tensor.empty"() : () -> tensor<3xi32>
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %3 = "tensor.expand_shape"(%2) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 3>}> : (tensor<3xi32>) -> tensor<1x3xi32>
    %4 = "arith.constant"() <{value = dense<1> : tensor<3xindex>}> : () -> tensor<3xindex>
    %5 = "arith.xori"(%4, %4) : (tensor<3xindex>, tensor<3xindex>) -> tensor<3xindex>
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    %6 = "arith.constant"() <{value = false}> : () -> i1
    %7:2 = "scf.if"(%6) ({
      %27 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
      %28 = "arith.negf"(%27) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %29 = "arith.constant"() <{value = 3 : i8}> : () -> i8
      %30 = "arith.constant"() <{value = 49 : i32}> : () -> i32
      "scf.yield"(%29, %30) : (i8, i32) -> ()
    }, {
      %19 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %20 = "arith.uitofp"(%19) : (i32) -> f32
      %21 = "tensor.empty"() : () -> tensor<4x4xi8>
      %22 = "arith.select"(%6, %21, %21) : (i1, tensor<4x4xi8>, tensor<4x4xi8>) -> tensor<4x4xi8>
      %23 = "arith.constant"() <{value = 59 : i8}> : () -> i8
      %24 = "arith.constant"() <{value = 0 : index}> : () -> index
      "memref.store"(%23, %arg1, %24) : (i8, memref<?xi8>, index) -> ()
      %25 = "arith.constant"() <{value = 19 : i8}> : () -> i8
      %26 = "arith.constant"() <{value = 64 : i32}> : () -> i32
      "scf.yield"(%25, %26) : (i8, i32) -> ()
    }) : (i1) -> (i8, i32)
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "arith.cmpi"(%8, %8) <{predicate = 3 : i64}> : (index, index) -> i1
    "scf.if"(%9) ({
      %12 = "scf.if"(%9) ({
        %14 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
        %15 = "arith.truncf"(%14) : (f64) -> f16
        %16 = "arith.constant"() <{value = dense<[[1.000000e+02, 1.500000e-01, 4.000000e+02, 0.000000e+00], [0.000000e+00, 5.000000e-01, 4.000000e+02, 1.000000e+00], [2.500000e+00, 1.000000e+02, 1.000000e+02, 5.000000e-01], [0.000000e+00, 1.000000e+02, 2.500000e+00, -2.500000e-01]]> : vector<4x4xf64>}> : () -> vector<4x4xf64>
        %17 = "arith.negf"(%16) <{fastmath = #arith.fastmath<none>}> : (vector<4x4xf64>) -> vector<4x4xf64>
        %18 = "arith.constant"() <{value = -7.500000e+00 : bf16}> : () -> bf16
        "scf.yield"(%18) : (bf16) -> ()
      }, {
        %13 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
        "scf.yield"(%13) : (bf16) -> ()
      }) : (i1) -> bf16
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "cf.cond_br"(%6)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %10 = "arith.constant"() <{value = 53 : i8}> : () -> i8
    "cf.br"(%10)[^bb4] : (i8) -> ()
  ^bb4(%11: i8):  // pred: ^bb3
    "func.return"() : () -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

