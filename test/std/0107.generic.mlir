"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>) -> (f64, tensor<4xf64>, vector<2xf64>), res_attrs = [{}, {test.foo = 1 : i32}, {test.foo = 1 : i32}], sym_name = "f0"}> ({
  ^bb0(%arg4: vector<4xi32>):
    %14 = "arith.constant"() <{value = dense<-2.500000e-01> : tensor<8xf64>}> : () -> tensor<8xf64>
    %15 = "tensor.expand_shape"(%14) <{reassociation = [[0, 1]], static_output_shape = array<i64: 8, 1>}> : (tensor<8xf64>) -> tensor<8x1xf64>
    %16 = "arith.constant"() <{value = dense<[1.000000e+00, 4.000000e+02, 0.000000e+00, 1.000000e+00, 5.000000e-01, 3.000000e+00, 0.000000e+00, 4.000000e+02]> : vector<8xf32>}> : () -> vector<8xf32>
    %17 = "arith.constant"() <{value = dense<0> : vector<8xi8>}> : () -> vector<8xi8>
    %18 = "math.fpowi"(%16, %17) <{fastmath = #arith.fastmath<fast>}> : (vector<8xf32>, vector<8xi8>) -> vector<8xf32>
    %19 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %20:2 = "arith.mulsi_extended"(%19, %19) : (i32, i32) -> (i32, i32)
    %21 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3xf32>
    %22 = "arith.constant"() <{value = 2 : index}> : () -> index
    %23 = "arith.constant"() <{value = 0 : index}> : () -> index
    %24 = "memref.load"(%21, %22, %23) : (memref<4x3xf32>, index, index) -> f32
    %25 = "tensor.cast"(%14) : (tensor<8xf64>) -> tensor<8xf64>
    %26 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %27 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %28 = "arith.xori"(%26, %27) : (i32, i32) -> i32
    %29 = "arith.constant"() <{value = 0 : index}> : () -> index
    %30 = "arith.constant"() <{value = 2 : index}> : () -> index
    %31 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.parallel"(%29, %30, %31) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg5: index):
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %32 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
    %33 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<4xf64>}> : () -> tensor<4xf64>
    %34 = "arith.constant"() <{value = dense<[-2.500000e-01, 1.000000e+02]> : vector<2xf64>}> : () -> vector<2xf64>
    "func.return"(%32, %33, %34) : (f64, tensor<4xf64>, vector<2xf64>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (f64, memref<8xi8>) -> vector<4xf64>, sym_name = "compute1", sym_visibility = "private"}> ({
  ^bb0(%arg0: f64, %arg1: memref<8xi8>):
    %0 = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
    %1 = "tensor.from_elements"(%0, %0, %0, %0) : (bf16, bf16, bf16, bf16) -> tensor<4xbf16>
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3 = "arith.cmpi"(%2, %2) <{predicate = 5 : i64}> : (index, index) -> i1
    "cf.cond_br"(%3)[^bb3, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %4 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %5 = "math.log1p"(%4) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %8 = "arith.cmpi"(%6, %7) <{predicate = 6 : i64}> : (index, index) -> i1
    "cf.cond_br"(%8, %5)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f64) -> ()
  ^bb2(%9: f64):  // pred: ^bb1
    %10 = "tensor.empty"() : () -> tensor<4x2xf32>
    %11 = "linalg.transpose"(%10, %10) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      "linalg.yield"(%arg2) : (f32) -> ()
    }) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    "cf.cond_br"(%3)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb2
    %12 = "tensor.cast"(%1) : (tensor<4xbf16>) -> tensor<4xbf16>
    %13 = "arith.constant"() <{value = dense<5.000000e-01> : vector<4xf64>}> : () -> vector<4xf64>
    "func.return"(%13) : (vector<4xf64>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) : () -> ()

