"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}], function_type = (tensor<3xi64>) -> (tensor<3xi64>, i64), sym_name = "f0"}> ({
  ^bb0(%arg5: tensor<3xi64>):
    %20 = "tensor.empty"() : () -> tensor<3x4xindex>
    %21 = "tensor.extract_slice"(%20) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 3>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 2, 1>}> : (tensor<3x4xindex>) -> tensor<2x1xindex>
    %22 = "tensor.empty"() : () -> tensor<3xf64>
    %23 = "arith.constant"() <{value = 0 : index}> : () -> index
    %24 = "tensor.extract_slice"(%22, %23) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<3xf64>, index) -> tensor<1xf64>
    %25 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi64>
    "memref.dealloc"(%25) : (memref<3xi64>) -> ()
    %26 = "arith.constant"() <{value = dense<[1.000000e+02, 1.000000e+00, 1.500000e-01]> : vector<3xf64>}> : () -> vector<3xf64>
    %27 = "arith.cmpf"(%26, %26) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (vector<3xf64>, vector<3xf64>) -> vector<3xi1>
    %28 = "arith.constant"() <{value = dense<[0, 4611686018427387903, 29]> : vector<3xindex>}> : () -> vector<3xindex>
    %29 = "arith.cmpi"(%28, %28) <{predicate = 9 : i64}> : (vector<3xindex>, vector<3xindex>) -> vector<3xi1>
    %30 = "arith.constant"() <{value = dense<-7.500000e+00> : tensor<3xf16>}> : () -> tensor<3xf16>
    %31 = "arith.maxnumf"(%30, %30) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xf16>
    %32 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %33 = "arith.cmpi"(%32, %32) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %34 = "arith.constant"() <{value = dense<-1> : tensor<2x3xi64>}> : () -> tensor<2x3xi64>
    %35 = "arith.constant"() <{value = dense<[[4611686018427387903, 1, 0], [25, 1, 20]]> : tensor<2x3xi64>}> : () -> tensor<2x3xi64>
    %36 = "arith.select"(%33, %34, %35) : (i1, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %37 = "arith.constant"() <{value = -1.000000e+00 : bf16}> : () -> bf16
    %38 = "arith.cmpf"(%37, %37) <{fastmath = #arith.fastmath<nnan,ninf,nsz>, predicate = 0 : i64}> : (bf16, bf16) -> i1
    %39 = "arith.constant"() <{value = -14 : i64}> : () -> i64
    %40 = "arith.constant"() <{value = 1 : index}> : () -> index
    "memref.store"(%39, %25, %40) : (i64, memref<3xi64>, index) -> ()
    %41 = "tensor.empty"() : () -> tensor<3xf32>
    %42 = "linalg.sub"(%41, %41, %41) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
      %43 = "arith.subf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%43) : (f32) -> ()
    }) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%arg5, %39) : (tensor<3xi64>, i64) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}], function_type = (f16, i64) -> i64, sym_name = "f1"}> ({
  ^bb0(%arg0: f16, %arg1: i64):
    %0 = "math.expm1"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 5 : index}> : () -> index
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 8 : index}> : () -> index
    %7 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.parallel"(%2, %5, %3, %6, %4, %7) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg2: index, %arg3: index):
      %10 = "arith.andi"(%7, %5) : (index, index) -> index
      "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 3>}> ({
      ^bb0(%arg4: index):
        %13 = "arith.constant"() <{value = true}> : () -> i1
        %14 = "arith.shli"(%13, %13) <{overflowFlags = #arith.overflow<nuw>}> : (i1, i1) -> i1
        %15 = "arith.constant"() <{value = 3 : index}> : () -> index
        %16 = "memref.alloc"(%15) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xi64>
        %17 = "arith.constant"() <{value = 0 : index}> : () -> index
        %18 = "memref.dim"(%16, %17) : (memref<?xi64>, index) -> index
        %19 = "arith.constant"() <{value = 0 : index}> : () -> index
        "memref.store"(%1, %16, %19) : (i64, memref<?xi64>, index) -> ()
        "scf.forall.in_parallel"() ({
        ^bb0:
        }) : () -> ()
      }) : () -> ()
      %11 = "arith.constant"() <{value = -9 : i32}> : () -> i32
      %12 = "arith.sitofp"(%11) : (i32) -> f16
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %8 = "arith.constant"() <{value = dense<[-16, 0, 32]> : vector<3xindex>}> : () -> vector<3xindex>
    %9 = "arith.index_castui"(%8) : (vector<3xindex>) -> vector<3xi16>
    "func.return"(%arg1) : (i64) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

