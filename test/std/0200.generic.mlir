"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {test.foo = 1 : i32}], function_type = (i64, tensor<8xf32>) -> memref<2xf32>, res_attrs = [{llvm.noundef}], sym_name = "f0", sym_visibility = "private"}> ({
  ^bb0(%arg0: i64, %arg1: tensor<8xf32>):
    %0 = "arith.constant"() <{value = dense<[1.000000e+02, 1.503910e-01]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
    %1 = "arith.constant"() <{value = dense<[[0.000000e+00, 2.500000e+00, 1.000000e+00, 1.000000e+02, -1.000000e+00, 4.000000e+02, 3.000000e+00, 4.000000e+02], [1.503910e-01, 0.000000e+00, 5.000000e-01, 1.000000e+02, -7.500000e+00, 2.500000e+00, 1.000000e+00, 1.000000e+02]]> : tensor<2x8xbf16>}> : () -> tensor<2x8xbf16>
    %2 = "linalg.broadcast"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg7: bf16, %arg8: bf16):
      "linalg.yield"(%arg7) : (bf16) -> ()
    }) : (tensor<2xbf16>, tensor<2x8xbf16>) -> tensor<2x8xbf16>
    %3 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %4 = "math.atan"(%3) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
    %5 = "arith.constant"() <{value = dense<false> : vector<2xi1>}> : () -> vector<2xi1>
    %6 = "arith.cmpi"(%5, %5) <{predicate = 7 : i64}> : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "arith.constant"() <{value = 7 : index}> : () -> index
    %9 = "tensor.extract"(%2, %7, %8) : (tensor<2x8xbf16>, index, index) -> bf16
    %10 = "arith.constant"() <{value = false}> : () -> i1
    %11 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 38 : i32}> : () -> i32
    %13 = "arith.select"(%10, %11, %12) : (i1, i32, i32) -> i32
    %14 = "arith.cmpi"(%arg0, %arg0) <{predicate = 9 : i64}> : (i64, i64) -> i1
    "scf.if"(%14) ({
      %34 = "arith.select"(%10, %3, %3) : (i1, f32, f32) -> f32
      %35 = "arith.constant"() <{value = 0 : index}> : () -> index
      %36 = "tensor.insert"(%9, %0, %35) : (bf16, tensor<2xbf16>, index) -> tensor<2xbf16>
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %15 = "arith.constant"() <{value = dense<[1.000000e+02, 4.000000e+02]> : tensor<2xf64>}> : () -> tensor<2xf64>
    %16 = "math.atan2"(%15, %15) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %17 = "arith.constant"() <{value = -1.000000e+00 : bf16}> : () -> bf16
    %18 = "arith.minnumf"(%9, %17) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %19 = "arith.constant"() <{value = dense<18> : tensor<4xi32>}> : () -> tensor<4xi32>
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 1>}> ({
    ^bb0(%arg4: index):
      %27 = "tensor.empty"() : () -> tensor<4x2xf16>
      %28 = "tensor.empty"() : () -> tensor<2xf16>
      %29 = "linalg.reduce"(%27, %28) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg5: f16, %arg6: f16):
        %33 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
        "linalg.yield"(%33) : (f16) -> ()
      }) : (tensor<4x2xf16>, tensor<2xf16>) -> tensor<2xf16>
      %30 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
      %31 = "arith.negf"(%30) <{fastmath = #arith.fastmath<arcp>}> : (f64) -> f64
      %32 = "arith.ceildivsi"(%arg0, %arg0) : (i64, i64) -> i64
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %20 = "arith.constant"() <{value = 2 : index}> : () -> index
    %21 = "arith.constant"() <{value = 3 : index}> : () -> index
    %22 = "scf.for"(%20, %20, %21, %3) ({
    ^bb0(%arg2: index, %arg3: f32):
      %24 = "func.constant"() <{value = @f0}> : () -> ((i64, tensor<8xf32>) -> memref<2xf32>)
      %25 = "func.call_indirect"(%24, %arg0, %arg1) : ((i64, tensor<8xf32>) -> memref<2xf32>, i64, tensor<8xf32>) -> memref<2xf32>
      %26 = "tensor.cast"(%15) : (tensor<2xf64>) -> tensor<?xf64>
      "scf.yield"(%3) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %23 = "memref.alloca"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
    "func.return"(%23) : (memref<2xf32>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

