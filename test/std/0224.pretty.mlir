#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func private @ext0() -> f32
  func.func private @ext1(vector<1x2xindex> {test.foo = 1 : i32}, index, index) attributes {test.kernel}
  func.func @kernel_0() -> (tensor<2xf32>, i16) {
    %cst = arith.constant 1.000000e+00 : f32
    %from_elements = tensor.from_elements %cst, %cst, %cst : tensor<3xf32>
    %c1_i16 = arith.constant 1 : i16
    %0 = arith.cmpi uge, %c1_i16, %c1_i16 : i16
    %c-1 = arith.constant -1 : index
    %cst_0 = arith.constant 1.000000e+00 : f32
    cf.cond_br %0, ^bb4(%c-1, %cst_0 : index, f32), ^bb1(%c-1 : index)
  ^bb1(%1: index):  // pred: ^bb0
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %alloc = memref.alloc(%c6)[%c7] {alignment = 64 : i64} : memref<?x4xindex, #map>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %alloc_1 = memref.alloc() : memref<2xf32>
    memref.copy %alloc_1, %alloc_1 : memref<2xf32> to memref<2xf32>
    %cst_2 = arith.constant 5.000000e-01 : bf16
    cf.switch %c1_i16 : i16, [
      default: ^bb3(%cst_0, %cst_2 : f32, bf16),
      65535: ^bb4(%c-1, %cst : index, f32),
      0: ^bb3(%cst_0, %cst_2 : f32, bf16)
    ]
  ^bb3(%2: f32, %3: bf16):  // 2 preds: ^bb2, ^bb2
    cf.br ^bb4(%c-1, %cst : index, f32)
  ^bb4(%4: index, %5: f32):  // 3 preds: ^bb0, ^bb2, ^bb3
    %cst_3 = arith.constant dense<[3.000000e+00, 2.500000e+00]> : tensor<2xf32>
    return %cst_3, %c1_i16 : tensor<2xf32>, i16
  }
  func.func @f1(%arg0: tensor<2xf32>, %arg1: i32 {llvm.noundef, test.tag = "x"}, %arg2: index {test.foo = 1 : i32}) -> vector<1x2xindex> attributes {test.kernel} {
    %cst = arith.constant 4.000000e+02 : f64
    %alloc = memref.alloc() : memref<1x2xf64>
    linalg.fill ins(%cst : f64) outs(%alloc : memref<1x2xf64>)
    %cst_0 = arith.constant -2.500000e-01 : f32
    %0 = arith.extf %cst_0 : f32 to f64
    %c32767_i16 = arith.constant 32767 : i16
    %low, %high = arith.mului_extended %c32767_i16, %c32767_i16 : i16
    %cst_1 = arith.constant dense<[[0, 76]]> : vector<1x2xindex>
    return %cst_1 : vector<1x2xindex>
  }
}

