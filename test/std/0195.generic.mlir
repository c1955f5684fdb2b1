"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.signext}, {}, {llvm.noundef, test.tag = "x"}], function_type = (i16, memref<?xi64>, f32) -> vector<3xi16>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {llvm.noundef, test.tag = "x"}], function_type = (tensor<?xi16>, i16, f32, tensor<8x2xi8>) -> memref<4xi16>, res_attrs = [{test.foo = 1 : i32}], sym_name = "compute0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<?xi16>, %arg1: i16, %arg2: f32, %arg3: tensor<8x2xi8>):
    %0 = "math.acosh"(%arg2) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> f32
    %1 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%1) <{msg = "bounds check"}> : (i1) -> ()
    %2 = "tensor.empty"() : () -> tensor<4x4xf32>
    %3 = "scf.forall"(%2) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg12: index, %arg13: tensor<4x4xf32>):
      %40 = "tensor.empty"() : () -> tensor<4x4x3xi16>
      %41 = "tensor.cast"(%40) : (tensor<4x4x3xi16>) -> tensor<4x4x3xi16>
      %42 = "tensor.empty"() : () -> tensor<1x4xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%42, %arg13, %arg12) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1x4xf32>, tensor<4x4xf32>, index) -> ()
      }) : () -> ()
    }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %4 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4x3xf32>
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7 = "memref.subview"(%4, %5, %6) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, 2, -9223372036854775808>, static_sizes = array<i64: 1, 1, 1>, static_strides = array<i64: 1, 1, 1>}> : (memref<4x4x3xf32>, index, index) -> memref<1x1x1xf32, strided<[12, 3, 1], offset: ?>>
    %8 = "tensor.empty"() : () -> tensor<4x4x3xf32>
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    %11 = "tensor.extract_slice"(%8, %9, %10) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, static_offsets = array<i64: 0, 3, 2>, static_sizes = array<i64: 3, -9223372036854775808, 1>, static_strides = array<i64: 1, -9223372036854775808, 1>}> : (tensor<4x4x3xf32>, index, index) -> tensor<3x?x1xf32>
    %12 = "arith.constant"() <{value = dense<1> : tensor<4xindex>}> : () -> tensor<4xindex>
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "tensor.insert"(%10, %12, %13) : (index, tensor<4xindex>, index) -> tensor<4xindex>
    %15 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %16 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %17 = "arith.cmpi"(%15, %16) <{predicate = 7 : i64}> : (i64, i64) -> i1
    "scf.if"(%17) ({
      %39 = "arith.cmpf"(%arg2, %arg2) <{fastmath = #arith.fastmath<nnan,ninf,nsz>, predicate = 8 : i64}> : (f32, f32) -> i1
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %18 = "tensor.empty"() : () -> tensor<4x4x3xi64>
    %19 = "arith.shrsi"(%18, %18) : (tensor<4x4x3xi64>, tensor<4x4x3xi64>) -> tensor<4x4x3xi64>
    %20 = "arith.index_cast"(%13) : (index) -> i32
    %21 = "arith.constant"() <{value = 0 : index}> : () -> index
    %22 = "arith.constant"() <{value = 6 : index}> : () -> index
    %23 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%21, %22, %23) ({
    ^bb0(%arg11: index):
      %37 = "arith.constant"() <{value = dense<[0, 39, 0, 49]> : vector<4xi16>}> : () -> vector<4xi16>
      %38 = "arith.extui"(%37) : (vector<4xi16>) -> vector<4xi64>
      "cf.assert"(%1) <{msg = "bounds check"}> : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %24 = "arith.constant"() <{value = 0 : index}> : () -> index
    %25 = "arith.constant"() <{value = 2 : index}> : () -> index
    %26 = "tensor.extract"(%2, %24, %25) : (tensor<4x4xf32>, index, index) -> f32
    "cf.assert"(%17) <{msg = "bounds check"}> : (i1) -> ()
    %27 = "arith.constant"() <{value = 0 : index}> : () -> index
    %28 = "arith.constant"() <{value = 4 : index}> : () -> index
    %29 = "arith.constant"() <{value = 1 : index}> : () -> index
    %30 = "scf.parallel"(%27, %28, %29, %16) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg4: index):
      %32 = "arith.constant"() <{value = 5.000000e-01 : bf16}> : () -> bf16
      %33:2 = "scf.while"(%arg1, %32) ({
      ^bb0(%arg9: i16, %arg10: bf16):
        %36 = "memref.subview"(%4) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 2, 1>, static_sizes = array<i64: 3, 2, 2>, static_strides = array<i64: 1, 1, 1>}> : (memref<4x4x3xf32>) -> memref<3x2x2xf32, strided<[12, 3, 1], offset: 19>>
        "scf.condition"(%1, %arg1, %arg9) : (i1, i16, i16) -> ()
      }, {
      ^bb0(%arg7: i16, %arg8: i16):
        "scf.yield"(%arg7, %32) : (i16, bf16) -> ()
      }) : (i16, bf16) -> (i16, i16)
      %34 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      "scf.reduce"(%34) ({
      ^bb0(%arg5: i64, %arg6: i64):
        %35 = "arith.maxsi"(%arg5, %arg6) : (i64, i64) -> i64
        "scf.reduce.return"(%35) : (i64) -> ()
      }) : (i64) -> ()
    }) : (index, index, index, i64) -> i64
    %31 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi16>
    "func.return"(%31) : (memref<4xi16>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

