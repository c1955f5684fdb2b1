"builtin.module"() ({
  "t.memref_global"() <{initial_value = dense<1> : tensor<4x8xi8>, sym_name = "g0", type = memref<4x8xi8>}> : () -> ()
  "func.func"() <{function_type = () -> (i64, tensor<4xindex>), res_attrs = [{llvm.signext}, {llvm.noundef, test.tag = "x"}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {}], function_type = (f64, tensor<4xbf16>, i64) -> (bf16, bf16), res_attrs = [{test.foo = 1 : i32}, {}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}], function_type = (tensor<4x8xbf16>, bf16) -> (), sym_name = "helper4"}> ({
    ^bb0(%arg6: tensor<4x8xbf16>, %arg7: bf16):
      %31 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x1xi64>
      %32 = "t.memref_subview"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<3x1xi64>) -> memref<1x1xi64, strided<[1, 1], offset: 2>>
      %33 = "t.tensor_collapse_shape"(%arg6) <{reassociation = [[0, 1]]}> : (tensor<4x8xbf16>) -> tensor<32xbf16>
      %34 = "t.tensor_empty"() : () -> tensor<4xi64>
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi64>, tensor<2x2xi64>, bf16) -> tensor<4x8xf32>, sym_name = "compute0", sym_visibility = "public"}> ({
  ^bb0(%arg3: vector<4xi64>, %arg4: tensor<2x2xi64>, %arg5: bf16):
    %17 = "t.arith_constant"() <{value = 79 : index}> : () -> index
    "scf.index_switch"(%17) <{cases = array<i64: 0, 3, 6>}> ({
      "scf.yield"() : () -> ()
    }, {
      %28 = "t.arith_remui"(%17, %17) : (index, index) -> index
      %29 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi64>
      %30 = "t.memref_reinterpret_cast"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<2xi64>) -> memref<2xi64, strided<[1]>>
      "scf.yield"() : () -> ()
    }, {
      %26 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xi32>
      %27 = "t.memref_subview"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 1>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, 1>}> : (memref<4x8xi32>) -> memref<2x1xi32, strided<[8, 1], offset: 17>>
      "scf.yield"() : () -> ()
    }, {
      %21 = "t.memref_get_global"() <{name = @g0}> : () -> memref<4x8xi8>
      %22 = "func.constant"() <{value = @compute0}> : () -> ((vector<4xi64>, tensor<2x2xi64>, bf16) -> tensor<4x8xf32>)
      %23 = "func.call_indirect"(%22, %arg3, %arg4, %arg5) : ((vector<4xi64>, tensor<2x2xi64>, bf16) -> tensor<4x8xf32>, vector<4xi64>, tensor<2x2xi64>, bf16) -> tensor<4x8xf32>
      %24 = "t.arith_constant"() <{value = dense<26> : vector<4xi8>}> : () -> vector<4xi8>
      %25:2 = "t.arith_mulsi_extended"(%24, %24) : (vector<4xi8>, vector<4xi8>) -> (vector<4xi8>, vector<4xi8>)
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    %18 = "t.arith_constant"() <{value = 1 : i16}> : () -> i16
    %19 = "t.arith_cmpi"(%18, %18) <{predicate = 6 : i64}> : (i16, i16) -> i1
    "cf.cond_br"(%19)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "cf.cond_br"(%19)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %20 = "t.tensor_empty"() : () -> tensor<4x8xf32>
    "func.return"(%20) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (tensor<4x8xbf16>, i64, tensor<?xbf16>), res_attrs = [{llvm.noundef}, {}, {test.foo = 1 : i32}], sym_name = "f1"}> ({
    %0 = "t.arith_constant"() <{value = 1 : i64}> : () -> i64
    %1 = "t.tensor_splat"(%0) : (i64) -> tensor<4xi64>
    %2 = "t.arith_constant"() <{value = 4611686018427387903 : index}> : () -> index
    "scf.index_switch"(%2) <{cases = array<i64: 2, 3, 6>}> ({
      "scf.yield"() : () -> ()
    }, {
      %10 = "t.arith_constant"() <{value = 4.000000e+02 : f32}> : () -> f32
      %11 = "t.arith_cmpf"(%10, %10) <{fastmath = #arith.fastmath<nnan,ninf>, predicate = 14 : i64}> : (f32, f32) -> i1
      %12 = "t.arith_constant"() <{value = 37 : i32}> : () -> i32
      %13 = "t.arith_floordivsi"(%12, %12) : (i32, i32) -> i32
      %14 = "t.tensor_empty"() : () -> tensor<4x8xi32>
      %15 = "t.linalg_sub"(%14, %14, %14) <{operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
        %16 = "t.arith_subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "t.linalg_yield"(%16) : (i32) -> ()
      }) : (tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
      "scf.yield"() : () -> ()
    }, {
      %6 = "t.arith_constant"() <{value = 0.000000e+00 : f16}> : () -> f16
      %7 = "t.math_round"(%6) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f16) -> f16
      %8 = "t.arith_constant"() <{value = 2.500000e+00 : bf16}> : () -> bf16
      %9 = "t.math_acos"(%8) <{fastmath = #arith.fastmath<reassoc,contract>}> : (bf16) -> bf16
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    %3 = "t.tensor_empty"() : () -> tensor<4x8xbf16>
    %4 = "t.arith_constant"() <{value = 4 : index}> : () -> index
    %5 = "t.tensor_empty"(%4) : (index) -> tensor<?xbf16>
    "func.return"(%3, %0, %5) : (tensor<4x8xbf16>, i64, tensor<?xbf16>) -> ()
  }) {ref = @inner::@helper4} : () -> ()
}) : () -> ()

