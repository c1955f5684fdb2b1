"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1xi64>, vector<1xi8>) -> vector<3x2xi64>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{llvm.signext}, {llvm.noundef, test.tag = "x"}, {}, {}], function_type = (i8, vector<1xf64>, memref<3x2xi8>, vector<3x2xi64>) -> i64, res_attrs = [{llvm.noundef}], sym_name = "helper2", sym_visibility = "public"}> ({
    ^bb0(%arg9: i8, %arg10: vector<1xf64>, %arg11: memref<3x2xi8>, %arg12: vector<3x2xi64>):
      %42 = "arith.constant"() <{value = dense<2.500000e+00> : vector<3x2xf64>}> : () -> vector<3x2xf64>
      %43 = "arith.negf"(%42) <{fastmath = #arith.fastmath<fast>}> : (vector<3x2xf64>) -> vector<3x2xf64>
      %44 = "arith.constant"() <{value = true}> : () -> i1
      "scf.if"(%44) ({
        %46 = "arith.constant"() <{value = 50 : i16}> : () -> i16
        %47 = "arith.cmpi"(%46, %46) <{predicate = 2 : i64}> : (i16, i16) -> i1
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      %45 = "arith.constant"() <{value = -1 : i64}> : () -> i64
      "func.return"(%45) : (i64) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {llvm.noundef}, {}], function_type = (memref<?x2xi64>, memref<1xi8>, tensor<3xi16>) -> memref<1xi8>, sym_name = "fn.0"}> ({
  ^bb0(%arg1: memref<?x2xi64>, %arg2: memref<1xi8>, %arg3: tensor<3xi16>):
    %11 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x2xi64>
    %12 = "arith.constant"() <{value = 1 : index}> : () -> index
    %13 = "arith.constant"() <{value = 2 : index}> : () -> index
    %14 = "memref.subview"(%11, %12, %13) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<3x2xi64>, index, index) -> memref<2x?xi64, strided<[2, 1], offset: ?>>
    %15 = "arith.constant"() <{value = 11 : i64}> : () -> i64
    %16 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %17 = "arith.constant"() <{value = 40 : i64}> : () -> i64
    %18 = "arith.constant"() <{value = 13 : i32}> : () -> i32
    "cf.switch"(%15, %15, %16, %17, %16, %15, %17, %18)[^bb1, ^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 2, 1, 2>, case_values = dense<[0, 2, 5]> : vector<3xi64>, operandSegmentSizes = array<i32: 1, 2, 5>}> : (i64, i64, f32, i64, f32, i64, i64, i32) -> ()
  ^bb1(%19: i64, %20: f32):  // 2 preds: ^bb0, ^bb0
    %21 = "tensor.extract_slice"(%arg3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<3xi16>) -> tensor<1xi16>
    %22 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %23 = "arith.cmpi"(%22, %15) <{predicate = 7 : i64}> : (i64, i64) -> i1
    %24 = "arith.constant"() <{value = 62 : i64}> : () -> i64
    "cf.cond_br"(%23, %15, %18, %24)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i64, i32, i64) -> ()
  ^bb2(%25: i64):  // 2 preds: ^bb0, ^bb1
    %26 = "arith.constant"() <{value = dense<2147483647> : tensor<1xi32>}> : () -> tensor<1xi32>
    %27 = "arith.constant"() <{value = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %28 = "tensor.empty"() : () -> tensor<1xi32>
    %29 = "linalg.mul"(%26, %27, %28) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: i32, %arg7: i32, %arg8: i32):
      %41 = "arith.muli"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%41) : (i32) -> ()
    }) : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %30 = "arith.constant"() <{value = -19 : i32}> : () -> i32
    "cf.br"(%15, %30)[^bb3] : (i64, i32) -> ()
  ^bb3(%31: i64, %32: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
    %33 = "arith.constant"() <{value = dense<[[-1, -4, 1, 1], [4611686018427387903, 4611686018427387903, -1, -1], [-8, 54, -3, 20], [-1, 0, 1, 1]]> : tensor<4x4xi64>}> : () -> tensor<4x4xi64>
    %34 = "scf.forall"(%33) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg4: index, %arg5: tensor<4x4xi64>):
      %35 = "arith.constant"() <{value = dense<[-1, 2147483647, 21, 0]> : tensor<4xi32>}> : () -> tensor<4xi32>
      %36 = "arith.ceildivsi"(%35, %35) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %37 = "tensor.empty"() : () -> tensor<1xi64>
      %38 = "arith.constant"() <{value = dense<1> : vector<1xi8>}> : () -> vector<1xi8>
      %39 = "func.call"(%37, %38) <{callee = @ext0}> : (tensor<1xi64>, vector<1xi8>) -> vector<3x2xi64>
      %40 = "tensor.empty"() : () -> tensor<1x4xi64>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%40, %arg5, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1x4xi64>, tensor<4x4xi64>, index) -> ()
      }) : () -> ()
    }) : (tensor<4x4xi64>) -> tensor<4x4xi64>
    "func.return"(%arg2) : (memref<1xi8>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (i8) -> bf16, sym_name = "compute1"}> ({
  ^bb0(%arg0: i8):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.select"(%0, %arg0, %arg0) : (i1, i8, i8) -> i8
    %2 = "scf.if"(%0) ({
      %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x2xi64>
      "memref.dealloc"(%5) : (memref<3x2xi64>) -> ()
      %6 = "arith.constant"() <{value = -2 : i8}> : () -> i8
      %7 = "func.constant"() <{value = @compute1}> : () -> ((i8) -> bf16)
      %8 = "func.call_indirect"(%7, %6) : ((i8) -> bf16, i8) -> bf16
      %9 = "arith.constant"() <{value = 0 : i8}> : () -> i8
      "cf.assert"(%0) <{msg = "x must be \22positive\22"}> : (i1) -> ()
      %10 = "arith.constant"() <{value = -1 : i64}> : () -> i64
      "scf.yield"(%10) : (i64) -> ()
    }, {
      %4 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      "scf.yield"(%4) : (i64) -> ()
    }) : (i1) -> i64
    %3 = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
    "func.return"(%3) : (bf16) -> ()
  }) {ref = @inner::@helper2} : () -> ()
}) {test.module_note = "std"} : () -> ()

