"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xindex>) -> index, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (vector<3x3x4xindex>, vector<4xindex>) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (memref<4xi32>) -> memref<3x3x4xi32>, sym_name = "kernel_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<4xi32>):
    %23 = "arith.constant"() <{value = dense<1> : tensor<3x3x4xindex>}> : () -> tensor<3x3x4xindex>
    %24 = "arith.constant"() <{value = dense<[[[80], [1], [-1]]]> : tensor<1x3x1xindex>}> : () -> tensor<1x3x1xindex>
    %25 = "tensor.insert_slice"(%24, %23) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 2, 0, 3>, static_sizes = array<i64: 1, 3, 1>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x3x1xindex>, tensor<3x3x4xindex>) -> tensor<3x3x4xindex>
    %26 = "arith.constant"() <{value = 1 : index}> : () -> index
    %27 = "arith.constant"() <{value = 62 : index}> : () -> index
    %28 = "arith.constant"() <{value = 1 : index}> : () -> index
    %29 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %30:2 = "scf.for"(%26, %27, %28, %27, %29) ({
    ^bb0(%arg1: index, %arg2: index, %arg3: f32):
      %35 = "math.powf"(%arg3, %29) <{fastmath = #arith.fastmath<arcp>}> : (f32, f32) -> f32
      %36 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4xf64>}> : () -> vector<4xf64>
      %37 = "arith.fptoui"(%36) : (vector<4xf64>) -> vector<4xi32>
      %38 = "arith.constant"() <{value = false}> : () -> i1
      %39 = "arith.select"(%38, %37, %37) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
      %40 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
      "scf.yield"(%28, %40) : (index, f32) -> ()
    }) : (index, index, index, index, f32) -> (index, f32)
    %31 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%31) <{msg = "bounds check"}> : (i1) -> ()
    %32 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %33 = "arith.negf"(%32) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
    %34 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x3x4xi32>
    "func.return"(%34) : (memref<3x3x4xi32>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = () -> (tensor<3x3x4xi32>, vector<4x2xindex>), sym_name = "kernel_1"}> ({
    %0 = "arith.constant"() <{value = dense<2147483647> : tensor<3x3x4xi32>}> : () -> tensor<3x3x4xi32>
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = dense<[[[0, 2147483647, 37]], [[2147483647, -1, 7]]]> : tensor<2x1x3xi32>}> : () -> tensor<2x1x3xi32>
    %3 = "tensor.insert_slice"(%2, %0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: 1, -9223372036854775808, 0>, static_sizes = array<i64: 2, 1, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x1x3xi32>, tensor<3x3x4xi32>, index) -> tensor<3x3x4xi32>
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x1xi32>
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "memref.load"(%4, %5, %6) : (memref<1x1xi32>, index, index) -> i32
    %8 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    "cf.switch"(%8, %7, %9, %7)[^bb2, ^bb4, ^bb2] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[2, 3]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i8, i32, index, i32) -> ()
  ^bb2(%10: i32):  // 2 preds: ^bb1, ^bb1
    %11 = "arith.constant"() <{value = 2 : index}> : () -> index
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "tensor.extract"(%0, %11, %12, %13) : (tensor<3x3x4xi32>, index, index, index) -> i32
    %15 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%15, %13)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, index) -> ()
  ^bb3:  // pred: ^bb2
    %16 = "arith.constant"() <{value = 50 : i32}> : () -> i32
    %17 = "arith.cmpi"(%16, %16) <{predicate = 7 : i64}> : (i32, i32) -> i1
    "cf.assert"(%17) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %18 = "arith.cmpi"(%1, %1) <{predicate = 6 : i64}> : (index, index) -> i1
    "cf.cond_br"(%18, %1, %1)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, index) -> ()
  ^bb4(%19: index):  // 4 preds: ^bb1, ^bb2, ^bb3, ^bb3
    %20 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %21 = "arith.divf"(%20, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %22 = "arith.constant"() <{value = dense<[[1, -1], [1, -1], [-1, 0], [1, -14]]> : vector<4x2xindex>}> : () -> vector<4x2xindex>
    "func.return"(%0, %22) : (tensor<3x3x4xi32>, vector<4x2xindex>) -> ()
  }) : () -> ()
}) : () -> ()

