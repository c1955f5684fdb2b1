"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> f32, res_attrs = [{llvm.noundef}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{llvm.noundef}, {}, {}], function_type = (i64, tensor<4xi64>, tensor<8xi8>) -> (vector<4xi8>, i64), sym_name = "helper7"}> ({
    ^bb0(%arg2: i64, %arg3: tensor<4xi64>, %arg4: tensor<8xi8>):
      %27 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi64>
      %28 = "arith.constant"() <{value = 3 : index}> : () -> index
      %29 = "memref.load"(%27, %28) : (memref<4xi64>, index) -> i64
      %30 = "arith.constant"() <{value = -11 : i32}> : () -> i32
      %31 = "arith.constant"() <{value = dense<[2147483647, 14, 1, 72]> : tensor<4xi32>}> : () -> tensor<4xi32>
      %32 = "linalg.fill"(%30, %31) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg5: i32, %arg6: i32):
        "linalg.yield"(%arg5) : (i32) -> ()
      }) : (i32, tensor<4xi32>) -> tensor<4xi32>
      %33 = "arith.constant"() <{value = dense<127> : vector<4xi8>}> : () -> vector<4xi8>
      "func.return"(%33, %arg2) : (vector<4xi8>, i64) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>, memref<8xf32>) -> memref<4xf32>, sym_name = "compute0", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8xf32>, %arg1: memref<8xf32>):
    %0 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    %1 = "arith.cmpi"(%0, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "tensor.extract_slice"(%arg0, %2) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 6>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<8xf32>, index) -> tensor<?xf32>
    "cf.assert"(%1) <{msg = "bounds check"}> : (i1) -> ()
    %4 = "tensor.empty"() : () -> tensor<4x1xi64>
    %5 = "tensor.cast"(%4) : (tensor<4x1xi64>) -> tensor<4x1xi64>
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %8 = "arith.constant"() <{value = -4 : i8}> : () -> i8
    "cf.switch"(%6, %7, %2, %8, %7, %2)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 1, 2>, case_values = dense<[3, 6]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 2, 3>}> : (i32, f64, index, i8, f64, index) -> ()
  ^bb1(%9: f64, %10: index):  // 2 preds: ^bb0, ^bb0
    "scf.execute_region"() ({
      %23 = "arith.constant"() <{value = 1 : i16}> : () -> i16
      %24 = "arith.cmpi"(%23, %23) <{predicate = 2 : i64}> : (i16, i16) -> i1
      "cf.assert"(%24) <{msg = "bounds check"}> : (i1) -> ()
      %25 = "tensor.collapse_shape"(%4) <{reassociation = [[0, 1]]}> : (tensor<4x1xi64>) -> tensor<4xi64>
      %26 = "math.sinh"(%9) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "scf.yield"() : () -> ()
    }) : () -> ()
    %11:2 = "arith.addui_extended"(%8, %8) : (i8, i8) -> (i8, i1)
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "tensor.dim"(%5, %12) : (tensor<4x1xi64>, index) -> index
    %14 = "arith.constant"() <{value = -7.500000e+00 : bf16}> : () -> bf16
    %15 = "math.isinf"(%14) <{fastmath = #arith.fastmath<none>}> : (bf16) -> i1
    %16 = "arith.cmpi"(%12, %10) <{predicate = 4 : i64}> : (index, index) -> i1
    "cf.cond_br"(%16, %8, %8)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i8, i8) -> ()
  ^bb2(%17: i8):  // 3 preds: ^bb0, ^bb1, ^bb1
    %18 = "arith.constant"() <{value = 32 : i8}> : () -> i8
    %19 = "arith.constant"() <{value = 43 : i8}> : () -> i8
    %20 = "arith.cmpi"(%18, %19) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %21 = "arith.select"(%20, %7, %7) : (i1, f64, f64) -> f64
    %22 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    "func.return"(%22) : (memref<4xf32>) -> ()
  }) {ref = @inner::@helper7} : () -> ()
}) : () -> ()

