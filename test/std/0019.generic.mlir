"builtin.module"() ({
  "func.func"() <{function_type = (vector<1x3xbf16>, bf16) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (bf16) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = (tensor<4x1xbf16>) -> memref<4x4xf32>, sym_name = "kernel_0"}> ({
  ^bb0(%arg0: tensor<4x1xbf16>):
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf32>
    %1 = "memref.collapse_shape"(%0) <{reassociation = [[0, 1]]}> : (memref<4x4xf32>) -> memref<16xf32>
    %2 = "tensor.empty"() : () -> tensor<1xi64>
    %3 = "arith.index_cast"(%2) : (tensor<1xi64>) -> tensor<1xindex>
    %4 = "arith.constant"() <{value = 2.500000e+00 : bf16}> : () -> bf16
    "cf.br"(%4, %4)[^bb1] : (bf16, bf16) -> ()
  ^bb1(%5: bf16, %6: bf16):  // pred: ^bb0
    %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8 = "arith.cmpi"(%7, %7) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %9 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %10 = "arith.shrsi"(%9, %9) : (index, index) -> index
    %11 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    "cf.cond_br"(%8, %11, %11)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
  ^bb2(%12: f32):  // 2 preds: ^bb1, ^bb1
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "arith.constant"() <{value = 6 : index}> : () -> index
    %15 = "arith.constant"() <{value = 1 : index}> : () -> index
    %16 = "scf.for"(%13, %14, %15, %12) ({
    ^bb0(%arg1: index, %arg2: f32):
      %23 = "arith.constant"() <{value = false}> : () -> i1
      %24 = "scf.if"(%23) ({
        %28 = "memref.cast"(%1) : (memref<16xf32>) -> memref<?xf32>
        %29 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
        %30 = "tensor.empty"() : () -> tensor<1x3xf16>
        %31 = "linalg.fill"(%29, %30) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg3: f16, %arg4: f16):
          "linalg.yield"(%arg3) : (f16) -> ()
        }) : (f16, tensor<1x3xf16>) -> tensor<1x3xf16>
        %32 = "tensor.empty"() : () -> tensor<1x3xi32>
        %33 = "tensor.empty"() : () -> tensor<1x3xi32>
        %34 = "math.ipowi"(%32, %33) : (tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
        %35 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        "scf.yield"(%35) : (f32) -> ()
      }, {
        %26 = "arith.constant"() <{value = 69 : i16}> : () -> i16
        %27 = "arith.extsi"(%26) : (i16) -> i32
        "scf.yield"(%arg2) : (f32) -> ()
      }) : (i1) -> f32
      %25 = "func.call"(%arg0) <{callee = @kernel_0}> : (tensor<4x1xbf16>) -> memref<4x4xf32>
      "scf.yield"(%12) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %17 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %18 = "arith.cmpi"(%17, %17) <{predicate = 5 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%18, %12, %16, %4)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, f32, f32, bf16) -> ()
  ^bb3(%19: f32):  // pred: ^bb2
    %20 = "arith.constant"() <{value = -7.500000e+00 : bf16}> : () -> bf16
    "cf.br"(%19, %20)[^bb4] : (f32, bf16) -> ()
  ^bb4(%21: f32, %22: bf16):  // 2 preds: ^bb2, ^bb3
    "func.return"(%0) : (memref<4x4xf32>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) {test.module_note = "std"} : () -> ()

