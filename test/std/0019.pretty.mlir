module attributes {test.module_note = "std"} {
  func.func private @ext0(vector<1x3xbf16>, bf16) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func private @ext1(bf16) attributes {test.kernel}
  func.func @kernel_0(%arg0: tensor<4x1xbf16>) -> memref<4x4xf32> attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %alloca = memref.alloca() : memref<4x4xf32>
    %collapse_shape = memref.collapse_shape %alloca [[0, 1]] : memref<4x4xf32> into memref<16xf32>
    %0 = tensor.empty() : tensor<1xi64>
    %1 = arith.index_cast %0 : tensor<1xi64> to tensor<1xindex>
    %cst = arith.constant 2.500000e+00 : bf16
    cf.br ^bb1(%cst, %cst : bf16, bf16)
  ^bb1(%2: bf16, %3: bf16):  // pred: ^bb0
    %c1_i32 = arith.constant 1 : i32
    %4 = arith.cmpi ule, %c1_i32, %c1_i32 : i32
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %5 = arith.shrsi %c4611686018427387903, %c4611686018427387903 : index
    %cst_0 = arith.constant -2.500000e-01 : f32
    cf.cond_br %4, ^bb2(%cst_0 : f32), ^bb2(%cst_0 : f32)
  ^bb2(%6: f32):  // 2 preds: ^bb1, ^bb1
    %c0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c1 = arith.constant 1 : index
    %7 = scf.for %arg1 = %c0 to %c6 step %c1 iter_args(%arg2 = %6) -> (f32) {
      %false = arith.constant false
      %12 = scf.if %false -> (f32) {
        %cast = memref.cast %collapse_shape : memref<16xf32> to memref<?xf32>
        %cst_2 = arith.constant 3.000000e+00 : f16
        %14 = tensor.empty() : tensor<1x3xf16>
        %15 = linalg.fill ins(%cst_2 : f16) outs(%14 : tensor<1x3xf16>) -> tensor<1x3xf16>
        %16 = tensor.empty() : tensor<1x3xi32>
        %17 = tensor.empty() : tensor<1x3xi32>
        %18 = math.ipowi %16, %17 : tensor<1x3xi32>
        %cst_3 = arith.constant 5.000000e-01 : f32
        scf.yield %cst_3 : f32
      } else {
        %c69_i16 = arith.constant 69 : i16
        %14 = arith.extsi %c69_i16 : i16 to i32
        scf.yield %arg2 : f32
      }
      %13 = func.call @kernel_0(%arg0) : (tensor<4x1xbf16>) -> memref<4x4xf32>
      scf.yield %6 : f32
    }
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %8 = arith.cmpi sge, %c2147483647_i32, %c2147483647_i32 : i32
    cf.cond_br %8, ^bb3(%6 : f32), ^bb4(%7, %cst : f32, bf16)
  ^bb3(%9: f32):  // pred: ^bb2
    %cst_1 = arith.constant -7.500000e+00 : bf16
    cf.br ^bb4(%9, %cst_1 : f32, bf16)
  ^bb4(%10: f32, %11: bf16):  // 2 preds: ^bb2, ^bb3
    return %alloca : memref<4x4xf32>
  }
}

