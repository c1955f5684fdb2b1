"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xi32>) -> i32, sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}], function_type = (f32) -> (i32, memref<2x?xf16>), res_attrs = [{test.foo = 1 : i32}, {}], sym_name = "kernel_0"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "tensor.splat"(%0) : (i32) -> tensor<1xi32>
    %2 = "arith.constant"() <{value = dense<1> : tensor<8x4xi32>}> : () -> tensor<8x4xi32>
    %3 = "linalg.transpose"(%2, %2) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32):
      "linalg.yield"(%arg3) : (i32) -> ()
    }) : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi32>
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "arith.constant"() <{value = 3 : index}> : () -> index
    %6 = "tensor.extract"(%2, %4, %5) : (tensor<8x4xi32>, index, index) -> i32
    %7 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1xf64>}> : () -> tensor<1xf64>
    %8 = "arith.cmpf"(%7, %7) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    "cf.br"(%0, %0)[^bb1] : (i32, i32) -> ()
  ^bb1(%9: i32, %10: i32):  // pred: ^bb0
    %11 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %12 = "arith.shli"(%11, %11) <{overflowFlags = #arith.overflow<nuw>}> : (i16, i16) -> i16
    %13 = "arith.constant"() <{value = 42 : i8}> : () -> i8
    %14:2 = "arith.mulsi_extended"(%13, %13) : (i8, i8) -> (i8, i8)
    %15 = "arith.constant"() <{value = false}> : () -> i1
    %16 = "arith.ori"(%15, %15) : (i1, i1) -> i1
    %17 = "tensor.collapse_shape"(%3) <{reassociation = [[0, 1]]}> : (tensor<8x4xi32>) -> tensor<32xi32>
    %18 = "arith.constant"() <{value = 73 : i32}> : () -> i32
    "cf.cond_br"(%16, %18, %10)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb2(%19: i32):  // 2 preds: ^bb1, ^bb1
    %20 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %21 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %22 = "scf.for"(%20, %20, %21, %21) ({
    ^bb0(%arg1: i64, %arg2: i64):
      %26 = "arith.constant"() <{value = dense<1> : vector<3xi64>}> : () -> vector<3xi64>
      %27 = "arith.addi"(%26, %26) <{overflowFlags = #arith.overflow<none>}> : (vector<3xi64>, vector<3xi64>) -> vector<3xi64>
      %28 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "scf.yield"(%arg2) : (i64) -> ()
    }) : (i64, i64, i64, i64) -> i64
    %23 = "arith.cmpi"(%6, %19) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %24 = "arith.constant"() <{value = 3 : index}> : () -> index
    %25 = "memref.alloc"(%24) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<2x?xf16>
    "func.return"(%19, %25) : (i32, memref<2x?xf16>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

