"builtin.module"() ({
  "func.func"() <{function_type = () -> (i8, tensor<1x4x2xi64>), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {}], function_type = (f32, tensor<1x4x2xi32>) -> (), sym_name = "compute0", sym_visibility = "private"}> ({
  ^bb0(%arg4: f32, %arg5: tensor<1x4x2xi32>):
    "scf.execute_region"() ({
      %21 = "t.arith_constant"() <{value = 0 : index}> : () -> index
      %22 = "t.arith_constant"() <{value = 2 : index}> : () -> index
      %23 = "t.arith_constant"() <{value = 1 : index}> : () -> index
      %24 = "t.arith_constant"() <{value = 0 : index}> : () -> index
      %25 = "t.arith_constant"() <{value = 7 : index}> : () -> index
      %26 = "t.arith_constant"() <{value = 2 : index}> : () -> index
      %27 = "scf.parallel"(%21, %24, %22, %25, %23, %26, %arg4) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
      ^bb0(%arg6: index, %arg7: index):
        "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 6>}> ({
        ^bb0(%arg10: index):
          %33 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
          %34 = "t.arith_constant"() <{value = 0 : index}> : () -> index
          %35 = "t.memref_view"(%33, %34) : (memref<2048xi8>, index) -> memref<4x8xf32>
          %36 = "t.arith_shrsi"(%22, %24) : (index, index) -> index
          "scf.forall.in_parallel"() ({
          ^bb0:
          }) : () -> ()
        }) : () -> ()
        %30 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x3xf32>
        %31 = "t.memref_subview"(%30) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<1x3xf32>) -> memref<1x1xf32, strided<[3, 1], offset: 2>>
        "scf.reduce"(%arg4) ({
        ^bb0(%arg8: f32, %arg9: f32):
          %32 = "t.arith_addf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "scf.reduce.return"(%32) : (f32) -> ()
        }) : (f32) -> ()
      }) : (index, index, index, index, index, index, f32) -> f32
      %28 = "t.arith_constant"() <{value = dense<-2.500000e-01> : vector<1x3xf32>}> : () -> vector<1x3xf32>
      %29 = "t.math_fma"(%28, %28, %28) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<1x3xf32>, vector<1x3xf32>, vector<1x3xf32>) -> vector<1x3xf32>
      "scf.yield"() : () -> ()
    }) : () -> ()
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "func.return"() : () -> ()
  }) {test.kernel} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {}], function_type = (i64, i64) -> (), sym_name = "kernel_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: i64, %arg1: i64):
    %0 = "t.arith_constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    %1 = "t.arith_cmpi"(%0, %arg0) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "cf.assert"(%1) <{msg = "bounds check"}> : (i1) -> ()
    %2 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4x2xi64>
    %3 = "t.arith_constant"() <{value = 1 : index}> : () -> index
    %4 = "t.memref_dim"(%2, %3) : (memref<1x4x2xi64>, index) -> index
    %5 = "t.arith_constant"() <{value = 1 : i16}> : () -> i16
    %6 = "t.arith_constant"() <{value = -1 : i16}> : () -> i16
    %7 = "t.arith_xori"(%5, %6) : (i16, i16) -> i16
    %8 = "t.arith_constant"() <{value = 22 : i64}> : () -> i64
    %9 = "t.arith_constant"() <{value = 0 : index}> : () -> index
    %10 = "t.arith_constant"() <{value = 1 : index}> : () -> index
    %11 = "t.arith_constant"() <{value = 0 : index}> : () -> index
    "t.memref_store"(%8, %2, %9, %10, %11) : (i64, memref<1x4x2xi64>, index, index, index) -> ()
    %12 = "t.arith_constant"() <{value = 0 : index}> : () -> index
    %13 = "t.arith_constant"() <{value = 7 : index}> : () -> index
    %14 = "t.arith_constant"() <{value = 1 : index}> : () -> index
    %15 = "t.arith_constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    %16 = "scf.for"(%12, %13, %14, %15) ({
    ^bb0(%arg2: index, %arg3: f32):
      %18 = "t.arith_constant"() <{value = 1 : index}> : () -> index
      %19 = "t.tensor_empty"(%18) : (index) -> tensor<1x?x2xindex>
      %20 = "t.arith_divui"(%19, %19) : (tensor<1x?x2xindex>, tensor<1x?x2xindex>) -> tensor<1x?x2xindex>
      "scf.yield"(%15) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %17 = "t.arith_constant"() <{value = dense<[[1.500000e-01, 1.000000e+00, -1.000000e+00]]> : vector<1x3xf32>}> : () -> vector<1x3xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

