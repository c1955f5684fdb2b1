"builtin.module"() ({
  "func.func"() <{function_type = (index, f32, f32) -> (memref<3xbf16>, tensor<2xf64>), sym_name = "compute0"}> ({
  ^bb0(%arg10: index, %arg11: f32, %arg12: f32):
    %27 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %28:2 = "func.call"(%27, %arg11, %arg11) <{callee = @compute0}> : (index, f32, f32) -> (memref<3xbf16>, tensor<2xf64>)
    %29 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %30 = "arith.constant"() <{value = 0 : index}> : () -> index
    %31 = "arith.constant"() <{value = 4 : index}> : () -> index
    %32 = "memref.view"(%29, %30, %31) : (memref<2048xi8>, index, index) -> memref<?x4xf64>
    %33 = "arith.constant"() <{value = 1 : index}> : () -> index
    %34 = "arith.constant"() <{value = 1 : index}> : () -> index
    %35 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
    %36:2 = "scf.for"(%33, %30, %34, %35, %35) ({
    ^bb0(%arg18: index, %arg19: f32, %arg20: f32):
      %49 = "arith.constant"() <{value = 5.000000e-01 : bf16}> : () -> bf16
      %50 = "arith.constant"() <{value = 2 : index}> : () -> index
      "memref.store"(%49, %28#0, %50) : (bf16, memref<3xbf16>, index) -> ()
      %51 = "tensor.empty"() : () -> tensor<3xf32>
      %52 = "arith.cmpi"(%arg10, %50) <{predicate = 4 : i64}> : (index, index) -> i1
      %53 = "arith.constant"() <{value = 1.503910e-01 : bf16}> : () -> bf16
      %54 = "arith.select"(%52, %49, %53) : (i1, bf16, bf16) -> bf16
      %55:2 = "func.call"(%30, %arg20, %arg20) <{callee = @compute0}> : (index, f32, f32) -> (memref<3xbf16>, tensor<2xf64>)
      "scf.yield"(%arg20, %arg20) : (f32, f32) -> ()
    }) : (index, index, index, f32, f32) -> (f32, f32)
    %37 = "arith.constant"() <{value = 8 : index}> : () -> index
    %38 = "tensor.empty"(%37) : (index) -> tensor<?xbf16>
    %39 = "arith.constant"() <{value = 0 : index}> : () -> index
    %40 = "tensor.dim"(%38, %39) : (tensor<?xbf16>, index) -> index
    %41 = "arith.constant"() <{value = 0 : index}> : () -> index
    %42 = "arith.constant"() <{value = 4 : index}> : () -> index
    %43 = "arith.constant"() <{value = 2 : index}> : () -> index
    %44:2 = "scf.parallel"(%41, %42, %43, %arg11, %36#0) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg13: index):
      %45 = "tensor.insert_slice"(%28#1, %28#1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %46 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
      "scf.reduce"(%arg12, %46) ({
      ^bb0(%arg16: f32, %arg17: f32):
        %48 = "arith.maximumf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%48) : (f32) -> ()
      }, {
      ^bb0(%arg14: f32, %arg15: f32):
        %47 = "arith.addf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%47) : (f32) -> ()
      }) : (f32, f32) -> ()
    }) : (index, index, index, f32, f32) -> (f32, f32)
    "func.return"(%28#0, %28#1) : (memref<3xbf16>, tensor<2xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}, {}], function_type = (f32, f32, bf16) -> tensor<?xbf16>, sym_name = "compute1", sym_visibility = "private"}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: bf16):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "scf.for"(%0, %1, %2, %arg2) ({
    ^bb0(%arg8: index, %arg9: bf16):
      %21 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
      %22 = "arith.minimumf"(%21, %21) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %23 = "arith.constant"() <{value = dense<[8, 56]> : vector<2xi32>}> : () -> vector<2xi32>
      %24 = "arith.extsi"(%23) : (vector<2xi32>) -> vector<2xi64>
      %25 = "arith.constant"() <{value = dense<1.000000e+00> : vector<2xf32>}> : () -> vector<2xf32>
      %26 = "arith.cmpf"(%25, %25) <{fastmath = #arith.fastmath<nnan,ninf,nsz>, predicate = 13 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
      "scf.yield"(%arg9) : (bf16) -> ()
    }) : (index, index, index, bf16) -> bf16
    %4 = "arith.constant"() <{value = dense<4.000000e+02> : vector<4xf64>}> : () -> vector<4xf64>
    %5 = "arith.constant"() <{value = dense<[-7.500000e+00, 3.000000e+00, 5.000000e-01, 0.000000e+00]> : vector<4xf64>}> : () -> vector<4xf64>
    %6 = "arith.minimumf"(%4, %5) <{fastmath = #arith.fastmath<afn>}> : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
    %7 = "arith.negf"(%arg1) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> f32
    %8 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %9 = "arith.index_castui"(%8) : (i8) -> index
    %10 = "tensor.empty"() : () -> tensor<4x1xf64>
    %11 = "linalg.transpose"(%10, %10) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg6: f64, %arg7: f64):
      "linalg.yield"(%arg6) : (f64) -> ()
    }) : (tensor<4x1xf64>, tensor<4x1xf64>) -> tensor<4x1xf64>
    %12 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %13 = "arith.constant"() <{value = 6 : i64}> : () -> i64
    %14 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    "scf.for"(%12, %13, %14) ({
    ^bb0(%arg3: i64):
      %17 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %18 = "arith.constant"() <{value = 8 : i32}> : () -> i32
      %19 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %20 = "scf.for"(%17, %18, %19, %arg0) ({
      ^bb0(%arg4: i32, %arg5: f32):
        "scf.yield"(%7) : (f32) -> ()
      }) : (i32, i32, i32, f32) -> f32
      "scf.yield"() : () -> ()
    }) : (i64, i64, i64) -> ()
    %15 = "arith.constant"() <{value = 5 : index}> : () -> index
    %16 = "tensor.empty"(%15) : (index) -> tensor<?xbf16>
    "func.return"(%16) : (tensor<?xbf16>) -> ()
  }) : () -> ()
}) : () -> ()

