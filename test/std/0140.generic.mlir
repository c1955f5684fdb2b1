#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> f32, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = (memref<1x?xi32>, tensor<2x3xi32>, vector<1x4xi32>) -> (), sym_name = "compute0"}> ({
  ^bb0(%arg3: memref<1x?xi32>, %arg4: tensor<2x3xi32>, %arg5: vector<1x4xi32>):
    %12 = "arith.constant"() <{value = 6 : index}> : () -> index
    %13 = "arith.constant"() <{value = 6 : index}> : () -> index
    %14 = "memref.alloc"(%12, %13) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xi32, #map>
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %15 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<8xf32>}> : () -> vector<8xf32>
    %16 = "math.round"(%15) <{fastmath = #arith.fastmath<none>}> : (vector<8xf32>) -> vector<8xf32>
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    %17 = "arith.constant"() <{value = dense<2.500000e+00> : vector<1xf16>}> : () -> vector<1xf16>
    %18 = "arith.constant"() <{value = dense<1> : vector<1xi32>}> : () -> vector<1xi32>
    %19 = "math.fpowi"(%17, %18) <{fastmath = #arith.fastmath<arcp>}> : (vector<1xf16>, vector<1xi32>) -> vector<1xf16>
    %20 = "arith.cmpi"(%12, %12) <{predicate = 9 : i64}> : (index, index) -> i1
    "cf.cond_br"(%20)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %21 = "arith.constant"() <{value = -7.500000e+00 : f16}> : () -> f16
    %22 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<4x4x4xf16>}> : () -> tensor<4x4x4xf16>
    %23 = "linalg.fill"(%21, %22) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f16, %arg7: f16):
      "linalg.yield"(%arg6) : (f16) -> ()
    }) : (f16, tensor<4x4x4xf16>) -> tensor<4x4x4xf16>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, vector<1xi32>, memref<1x4xi32>) -> (i32, tensor<1x4xi32>), res_attrs = [{}, {llvm.noundef, test.tag = "x"}], sym_name = "fn.1", sym_visibility = "public"}> ({
  ^bb0(%arg0: i32, %arg1: vector<1xi32>, %arg2: memref<1x4xi32>):
    %0 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %1 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %2 = "arith.constant"() <{value = 7 : index}> : () -> index
    %3 = "tensor.empty"(%2) : (index) -> tensor<?x4xf32>
    %4 = "math.isnan"(%3) <{fastmath = #arith.fastmath<none>}> : (tensor<?x4xf32>) -> tensor<?x4xi1>
    %5 = "arith.constant"() <{value = dense<true> : vector<1xi1>}> : () -> vector<1xi1>
    %6 = "arith.divui"(%5, %5) : (vector<1xi1>, vector<1xi1>) -> vector<1xi1>
    %7 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    %8 = "func.call"(%arg0, %arg0) <{callee = @ext0}> : (i32, i32) -> f32
    %9 = "arith.constant"() <{value = 2.500000e+00 : bf16}> : () -> bf16
    %10 = "math.copysign"(%9, %9) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %11 = "arith.constant"() <{value = dense<[[0, -1, 0, -1]]> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
    "func.return"(%arg0, %11) : (i32, tensor<1x4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

