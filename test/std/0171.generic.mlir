"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {llvm.noundef, test.tag = "x"}, {}], function_type = (tensor<4x2xi64>, memref<?x4xi64>, i64) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {}, {}], function_type = (f32, i32, tensor<3x4xf16>, f32) -> i64, sym_name = "kernel_0"}> ({
  ^bb0(%arg4: f32, %arg5: i32, %arg6: tensor<3x4xf16>, %arg7: f32):
    %19 = "arith.constant"() <{value = 11 : i8}> : () -> i8
    %20 = "scf.while"(%19) ({
    ^bb0(%arg11: i8):
      %31 = "arith.constant"() <{value = dense<3.000000e+00> : vector<3x4xf32>}> : () -> vector<3x4xf32>
      %32 = "math.erfc"(%31) <{fastmath = #arith.fastmath<none>}> : (vector<3x4xf32>) -> vector<3x4xf32>
      %33 = "arith.constant"() <{value = true}> : () -> i1
      "scf.condition"(%33, %arg11) : (i1, i8) -> ()
    }, {
    ^bb0(%arg10: i8):
      %28 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
      %29 = "arith.mulf"(%arg4, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %30 = "tensor.cast"(%arg6) : (tensor<3x4xf16>) -> tensor<3x?xf16>
      "scf.yield"(%19) : (i8) -> ()
    }) : (i8) -> i8
    "scf.execute_region"() ({
      %26 = "arith.constant"() <{value = dense<-7.500000e+00> : tensor<4x2xf32>}> : () -> tensor<4x2xf32>
      %27 = "linalg.transpose"(%26, %26) <{permutation = array<i64: 0, 1>}> ({
      ^bb0(%arg8: f32, %arg9: f32):
        "linalg.yield"(%arg8) : (f32) -> ()
      }) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
      "scf.yield"() : () -> ()
    }) : () -> ()
    %21 = "arith.cmpi"(%20, %20) <{predicate = 6 : i64}> : (i8, i8) -> i1
    %22 = "arith.constant"() <{value = -13 : i16}> : () -> i16
    "cf.cond_br"(%21, %22)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i16) -> ()
  ^bb1(%23: i16):  // pred: ^bb0
    %24 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    "cf.switch"(%24)[^bb2, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<-1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    %25 = "arith.constant"() <{value = 40 : i64}> : () -> i64
    "func.return"(%25) : (i64) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (f32) -> (f32, tensor<3x4xf32>), sym_name = "fn.1", sym_visibility = "public"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.constant"() <{value = 40 : index}> : () -> index
    %1 = "arith.cmpi"(%0, %0) <{predicate = 6 : i64}> : (index, index) -> i1
    "scf.if"(%1) ({
      %15 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x4xi32>
      "linalg.add"(%15, %15, %15) <{operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg1: i32, %arg2: i32, %arg3: i32):
        %18 = "arith.addi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "linalg.yield"(%18) : (i32) -> ()
      }) : (memref<3x4xi32>, memref<3x4xi32>, memref<3x4xi32>) -> ()
      %16 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x2xi64>
      %17 = "memref.cast"(%16) : (memref<4x2xi64>) -> memref<?x?xi64>
      "scf.yield"() : () -> ()
    }, {
      %9 = "arith.constant"() <{value = dense<0> : tensor<4x2xi64>}> : () -> tensor<4x2xi64>
      %10 = "arith.trunci"(%9) <{overflowFlags = #arith.overflow<none>}> : (tensor<4x2xi64>) -> tensor<4x2xi8>
      %11 = "arith.constant"() <{value = dense<[[78, -9, 2147483647, 2147483647], [2147483647, 0, 26, -1], [-1, 1, 1, 2147483647]]> : vector<3x4xi32>}> : () -> vector<3x4xi32>
      %12 = "arith.cmpi"(%11, %11) <{predicate = 9 : i64}> : (vector<3x4xi32>, vector<3x4xi32>) -> vector<3x4xi1>
      %13 = "arith.constant"() <{value = -1 : i16}> : () -> i16
      %14 = "arith.extui"(%13) : (i16) -> i64
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %2 = "arith.constant"() <{value = 20 : i8}> : () -> i8
    %3 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %4 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    "cf.switch"(%2, %3, %arg0, %4)[^bb1, ^bb2, ^bb3, ^bb2] <{case_operand_segments = array<i32: 0, 2, 0>, case_values = dense<[3, 4, 5]> : vector<3xi8>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i8, i64, f32, i16) -> ()
  ^bb1(%5: i64):  // pred: ^bb0
    "cf.cond_br"(%1)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb1
    "cf.br"(%arg0, %4)[^bb3] : (f32, i16) -> ()
  ^bb3(%6: f32, %7: i16):  // 2 preds: ^bb0, ^bb2
    %8 = "arith.constant"() <{value = dense<[[3.000000e+00, 2.500000e+00, -7.500000e+00, 4.000000e+02], [5.000000e-01, 5.000000e-01, -1.000000e+00, 1.000000e+02], [1.000000e+02, 1.000000e+00, 1.500000e-01, -7.500000e+00]]> : tensor<3x4xf32>}> : () -> tensor<3x4xf32>
    "func.return"(%arg0, %8) : (f32, tensor<3x4xf32>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) {test.module_note = "std"} : () -> ()

