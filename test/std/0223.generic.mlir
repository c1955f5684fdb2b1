"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (i64, memref<?xf16>, f16) -> (), sym_name = "helper1", sym_visibility = "private"}> ({
    ^bb0(%arg10: i64, %arg11: memref<?xf16>, %arg12: f16):
      %31 = "arith.constant"() <{value = true}> : () -> i1
      %32 = "arith.select"(%31, %arg10, %arg10) : (i1, i64, i64) -> i64
      %33 = "tensor.from_elements"(%32) : (i64) -> tensor<1xi64>
      %34 = "arith.constant"() <{value = 1 : index}> : () -> index
      %35 = "arith.constant"() <{value = 3 : index}> : () -> index
      %36 = "scf.for"(%34, %34, %35, %32) ({
      ^bb0(%arg13: index, %arg14: i64):
        "scf.yield"(%arg10) : (i64) -> ()
      }) : (index, index, index, i64) -> i64
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, f16) -> (index, f16, i64), sym_name = "kernel_0"}> ({
  ^bb0(%arg0: i64, %arg1: f16):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4x2xi16>
    "memref.dealloc"(%0) : (memref<4x4x2xi16>) -> ()
    %1 = "arith.constant"() <{value = dense<-2.500000e-01> : tensor<2x8xf16>}> : () -> tensor<2x8xf16>
    %2 = "linalg.transpose"(%1, %1) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg8: f16, %arg9: f16):
      "linalg.yield"(%arg8) : (f16) -> ()
    }) : (tensor<2x8xf16>, tensor<2x8xf16>) -> tensor<2x8xf16>
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "tensor.empty"(%3) : (index) -> tensor<4x4x?xf32>
    %5 = "math.isfinite"(%4) <{fastmath = #arith.fastmath<none>}> : (tensor<4x4x?xf32>) -> tensor<4x4x?xi1>
    %6 = "arith.constant"() <{value = true}> : () -> i1
    "scf.if"(%6) ({
      %26 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4x4x2xf32>}> : () -> vector<4x4x2xf32>
      %27 = "arith.negf"(%26) <{fastmath = #arith.fastmath<none>}> : (vector<4x4x2xf32>) -> vector<4x4x2xf32>
      %28 = "arith.constant"() <{value = dense<[43, 1]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %29 = "linalg.add"(%28, %28, %28) <{operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg5: i32, %arg6: i32, %arg7: i32):
        %30 = "arith.addi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "linalg.yield"(%30) : (i32) -> ()
      }) : (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %7 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %8 = "arith.ceildivsi"(%7, %7) : (i64, i64) -> i64
    %9 = "memref.expand_shape"(%0) <{reassociation = [[0], [1, 2], [3]], static_output_shape = array<i64: 4, 1, 4, 2>}> : (memref<4x4x2xi16>) -> memref<4x1x4x2xi16>
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 2>}> ({
    ^bb0(%arg2: index):
      %19 = "arith.constant"() <{value = -15 : i16}> : () -> i16
      %20 = "arith.constant"() <{value = 1 : index}> : () -> index
      %21 = "arith.constant"() <{value = 0 : index}> : () -> index
      %22 = "arith.constant"() <{value = 1 : index}> : () -> index
      "memref.store"(%19, %0, %20, %21, %22) : (i16, memref<4x4x2xi16>, index, index, index) -> ()
      %23 = "arith.constant"() <{value = dense<[[1.000000e+00, 0.000000e+00, 1.000000e+00, 1.000000e+02], [1.000000e+02, 4.000000e+02, 0.000000e+00, 1.500000e-01], [3.000000e+00, -7.500000e+00, 1.000000e+02, 1.000000e+00], [0.000000e+00, 1.000000e+02, -1.000000e+00, -7.500000e+00]]> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
      %24 = "tensor.empty"() : () -> tensor<4x4x2xf32>
      %25 = "linalg.broadcast"(%23, %24) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg3: f32, %arg4: f32):
        "linalg.yield"(%arg3) : (f32) -> ()
      }) : (tensor<4x4xf32>, tensor<4x4x2xf32>) -> tensor<4x4x2xf32>
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %10 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf16>
    "memref.dealloc"(%10) : (memref<2xf16>) -> ()
    %11 = "arith.constant"() <{value = -1.000000e+00 : bf16}> : () -> bf16
    %12 = "arith.maxnumf"(%11, %11) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %13 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %14 = "arith.xori"(%13, %13) : (i32, i32) -> i32
    %15 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %16 = "arith.minsi"(%6, %6) : (i1, i1) -> i1
    %17 = "math.fma"(%15, %15, %15) <{fastmath = #arith.fastmath<arcp>}> : (f32, f32, f32) -> f32
    %18 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    "func.return"(%18, %arg1, %8) : (index, f16, i64) -> ()
  }) {ref = @inner::@helper1} : () -> ()
}) {test.module_note = "std"} : () -> ()

