"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {llvm.noundef, test.tag = "x"}], function_type = (tensor<?xindex>, f32, memref<3xf32>) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "helper3", sym_visibility = "private"}> ({
      %24 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xf32>
      %25 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
      %26 = "arith.constant"() <{value = 1 : index}> : () -> index
      "memref.store"(%25, %24, %26) : (f32, memref<3xf32>, index) -> ()
      "cf.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      %27 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
      %28 = "math.fma"(%25, %25, %27) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
      %29 = "arith.constant"() <{value = true}> : () -> i1
      %30 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
      "cf.cond_br"(%29, %26, %30)[^bb4, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, index, index) -> ()
    ^bb2:  // pred: ^bb1
      %31 = "arith.constant"() <{value = 0 : index}> : () -> index
      %32 = "arith.constant"() <{value = 6 : index}> : () -> index
      %33 = "arith.constant"() <{value = 1 : index}> : () -> index
      %34 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      %35 = "scf.parallel"(%31, %32, %33, %34) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
      ^bb0(%arg3: index):
        "scf.reduce"(%34) ({
        ^bb0(%arg4: i64, %arg5: i64):
          %41 = "arith.maxsi"(%arg4, %arg5) : (i64, i64) -> i64
          "scf.reduce.return"(%41) : (i64) -> ()
        }) : (i64) -> ()
      }) : (index, index, index, i64) -> i64
      %36 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      %37 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
      "cf.switch"(%36, %37, %26, %37, %33)[^bb3, ^bb3, ^bb4] <{case_operand_segments = array<i32: 1, 2>, case_values = dense<[3, 5]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, index, index, index, index) -> ()
    ^bb3(%38: index):  // 2 preds: ^bb2, ^bb2
      "cf.br"(%38, %26)[^bb4] : (index, index) -> ()
    ^bb4(%39: index, %40: index):  // 3 preds: ^bb1, ^bb2, ^bb3
      "func.return"() : () -> ()
    }) {test.kernel} : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef, test.tag = "x"}], function_type = (vector<3xf32>, f32, memref<3xf32>) -> index, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "fn.0", sym_visibility = "private"}> ({
  ^bb0(%arg0: vector<3xf32>, %arg1: f32, %arg2: memref<3xf32>):
    %0 = "arith.constant"() <{value = dense<1> : tensor<3xindex>}> : () -> tensor<3xindex>
    %1 = "arith.constant"() <{value = dense<46> : tensor<3xindex>}> : () -> tensor<3xindex>
    %2 = "arith.divui"(%0, %1) : (tensor<3xindex>, tensor<3xindex>) -> tensor<3xindex>
    %3 = "math.isinf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %4 = "memref.expand_shape"(%arg2) <{reassociation = [[0, 1]], static_output_shape = array<i64: 3, 1>}> : (memref<3xf32>) -> memref<3x1xf32>
    %5 = "arith.constant"() <{value = -1 : index}> : () -> index
    %6 = "arith.constant"() <{value = 34 : index}> : () -> index
    %7 = "arith.cmpi"(%5, %6) <{predicate = 8 : i64}> : (index, index) -> i1
    "cf.cond_br"(%7)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "tensor.dim"(%1, %8) : (tensor<3xindex>, index) -> index
    %10 = "arith.constant"() <{value = dense<[[1, 32767]]> : vector<1x2xi16>}> : () -> vector<1x2xi16>
    %11 = "arith.uitofp"(%10) : (vector<1x2xi16>) -> vector<1x2xbf16>
    %12 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %13 = "arith.cmpi"(%12, %12) <{predicate = 8 : i64}> : (i16, i16) -> i1
    "cf.assert"(%13) <{msg = "bounds check"}> : (i1) -> ()
    %14 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %15 = "arith.cmpi"(%5, %14) <{predicate = 3 : i64}> : (index, index) -> i1
    "cf.cond_br"(%15)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    %16 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %17 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %18 = "arith.ceildivui"(%16, %17) : (i16, i16) -> i16
    %19 = "memref.collapse_shape"(%4) <{reassociation = [[0, 1]]}> : (memref<3x1xf32>) -> memref<3xf32>
    %20 = "arith.constant"() <{value = dense<4611686018427387903> : tensor<3xindex>}> : () -> tensor<3xindex>
    %21 = "arith.constant"() <{value = 0 : index}> : () -> index
    %22 = "arith.constant"() <{value = 2 : index}> : () -> index
    %23 = "tensor.extract_slice"(%20, %21, %22) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<3xindex>, index, index) -> tensor<?xindex>
    "func.return"(%21) : (index) -> ()
  }) {ref = @inner::@helper3} : () -> ()
}) : () -> ()

