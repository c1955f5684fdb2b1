"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {test.foo = 1 : i32}], function_type = (memref<3x8xf64>, i64) -> memref<3x8xf32>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {llvm.zeroext}], function_type = (i16, vector<4x8xf64>, i64) -> memref<4x?xf64>, sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x8xf64>) -> (i64, tensor<?x8xi64>), sym_name = "kernel_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<4x8xf64>):
    %0 = "arith.constant"() <{value = 38 : i32}> : () -> i32
    %1:2 = "arith.addui_extended"(%0, %0) : (i32, i32) -> (i32, i1)
    %2 = "arith.constant"() <{value = -2.500000e-01 : f16}> : () -> f16
    %3 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
    %4 = "arith.subf"(%2, %3) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f16, f16) -> f16
    %5 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xf64>
    %6 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7 = "arith.constant"() <{value = 5 : index}> : () -> index
    %8 = "memref.load"(%5, %6, %7) : (memref<4x8xf64>, index, index) -> f64
    %9 = "arith.constant"() <{value = dense<-7.500000e+00> : tensor<3x8xf32>}> : () -> tensor<3x8xf32>
    %10 = "arith.cmpf"(%9, %9) <{fastmath = #arith.fastmath<fast>, predicate = 2 : i64}> : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %11 = "arith.constant"() <{value = dense<0> : vector<4x8xi32>}> : () -> vector<4x8xi32>
    %12 = "math.absi"(%11) : (vector<4x8xi32>) -> vector<4x8xi32>
    %13 = "arith.constant"() <{value = 1.000000e+02 : bf16}> : () -> bf16
    %14 = "math.floor"(%13) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
    %15 = "tensor.empty"() : () -> tensor<3x8xi8>
    %16 = "math.ctlz"(%15) : (tensor<3x8xi8>) -> tensor<3x8xi8>
    %17 = "arith.constant"() <{value = dense<4.000000e+02> : vector<3x8xf64>}> : () -> vector<3x8xf64>
    %18 = "arith.negf"(%17) <{fastmath = #arith.fastmath<fast>}> : (vector<3x8xf64>) -> vector<3x8xf64>
    %19:2 = "scf.if"(%1#1) ({
      %44:2 = "func.call"(%5) <{callee = @kernel_0}> : (memref<4x8xf64>) -> (i64, tensor<?x8xi64>)
      %45 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
      %46 = "math.powf"(%45, %45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %47 = "arith.constant"() <{value = 0 : i8}> : () -> i8
      %48 = "arith.cmpi"(%47, %47) <{predicate = 3 : i64}> : (i8, i8) -> i1
      "cf.assert"(%48) <{msg = "bounds check"}> : (i1) -> ()
      %49 = "arith.constant"() <{value = dense<2.500000e+00> : vector<4xf32>}> : () -> vector<4xf32>
      %50 = "arith.mulf"(%49, %49) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      "scf.yield"(%8, %8) : (f64, f64) -> ()
    }, {
      %41 = "arith.constant"() <{value = 1 : index}> : () -> index
      %42 = "arith.constant"() <{value = 3 : index}> : () -> index
      %43 = "tensor.extract_slice"(%16, %42, %41) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 1, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 5>, static_strides = array<i64: 1, 1>}> : (tensor<3x8xi8>, index, index) -> tensor<?x5xi8>
      "scf.yield"(%8, %8) : (f64, f64) -> ()
    }) : (i1) -> (f64, f64)
    %20 = "arith.constant"() <{value = -16 : i64}> : () -> i64
    %21 = "arith.select"(%1#1, %20, %20) : (i1, i64, i64) -> i64
    %22 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<1x2xbf16>}> : () -> tensor<1x2xbf16>
    %23 = "math.ceil"(%22) <{fastmath = #arith.fastmath<none>}> : (tensor<1x2xbf16>) -> tensor<1x2xbf16>
    %24 = "arith.constant"() <{value = 0 : index}> : () -> index
    %25 = "arith.constant"() <{value = 7 : index}> : () -> index
    %26 = "arith.constant"() <{value = 2 : index}> : () -> index
    %27 = "arith.constant"() <{value = 0 : index}> : () -> index
    %28 = "arith.constant"() <{value = 7 : index}> : () -> index
    %29 = "arith.constant"() <{value = 2 : index}> : () -> index
    %30 = "arith.constant"() <{value = 40 : i16}> : () -> i16
    %31 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %32:2 = "scf.parallel"(%24, %27, %25, %28, %26, %29, %30, %31) <{operandSegmentSizes = array<i32: 2, 2, 2, 2>}> ({
    ^bb0(%arg1: index, %arg2: index):
      %35 = "arith.constant"() <{value = dense<27> : vector<3x8xi8>}> : () -> vector<3x8xi8>
      %36 = "arith.shli"(%35, %35) <{overflowFlags = #arith.overflow<nuw>}> : (vector<3x8xi8>, vector<3x8xi8>) -> vector<3x8xi8>
      %37 = "arith.constant"() <{value = 16 : i32}> : () -> i32
      %38 = "arith.cmpi"(%37, %37) <{predicate = 6 : i64}> : (i32, i32) -> i1
      "scf.reduce"(%30, %31) ({
      ^bb0(%arg5: i16, %arg6: i16):
        %40 = "arith.muli"(%arg5, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
        "scf.reduce.return"(%40) : (i16) -> ()
      }, {
      ^bb0(%arg3: f32, %arg4: f32):
        %39 = "arith.maximumf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%39) : (f32) -> ()
      }) : (i16, f32) -> ()
    }) : (index, index, index, index, index, index, i16, f32) -> (i16, f32)
    %33 = "arith.constant"() <{value = 8 : index}> : () -> index
    %34 = "tensor.empty"(%33) : (index) -> tensor<?x8xi64>
    "func.return"(%21, %34) : (i64, tensor<?x8xi64>) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

