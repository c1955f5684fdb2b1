#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @ext0() -> i32
  func.func private @ext1(memref<?xi8> {llvm.noundef}, tensor<8x1x2xi8> {test.foo = 1 : i32}, i8)
  func.func public @kernel_0(%arg0: vector<8x1x2xi8> {llvm.noundef}, %arg1: i8 {llvm.zeroext}, %arg2: memref<3x1xi8>, %arg3: memref<?x?x2xi8> {test.foo = 1 : i32}) -> i8 {
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %subview = memref.subview %arg2[0, 0] [%c1, 1] [%c1_0, 1] : memref<3x1xi8> to memref<?x1xi8, strided<[?, 1]>>
    %true = arith.constant true
    %c-1_i32 = arith.constant -1 : i32
    %c0_i8 = arith.constant 0 : i8
    cf.cond_br %true, ^bb2(%c0_i8 : i8), ^bb1(%c-1_i32 : i32)
  ^bb1(%0: i32):  // pred: ^bb0
    %from_elements = tensor.from_elements %c0_i8, %c0_i8, %c0_i8 : tensor<3xi8>
    %c-1_i8 = arith.constant -1 : i8
    cf.switch %0 : i32, [
      default: ^bb2(%c-1_i8 : i8),
      1: ^bb3(%c0_i8 : i8),
      2: ^bb3(%c0_i8 : i8)
    ]
  ^bb2(%1: i8):  // 2 preds: ^bb0, ^bb1
    %2 = scf.execute_region -> i32 {
      %c4 = arith.constant 4 : index
      %5 = tensor.empty(%c4) : tensor<?x1x2xi32>
      %c0 = arith.constant 0 : index
      %dim = tensor.dim %5, %c0 : tensor<?x1x2xi32>
      %6 = arith.minui %c-1_i32, %c-1_i32 : i32
      scf.yield %c-1_i32 : i32
    }
    cf.br ^bb3(%c0_i8 : i8)
  ^bb3(%3: i8):  // 3 preds: ^bb1, ^bb1, ^bb2
    %4 = math.ctpop %c-1_i32 : i32
    return %3 : i8
  }
  func.func public @kernel_1() -> (index, vector<8x1x2xi32>, tensor<8x1x2xi32>) {
    %cst = arith.constant dense<1.500240e-01> : tensor<1x1xf16>
    %cst_0 = arith.constant dense<3.000000e+00> : tensor<1x1xf16>
    %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst, %cst_0 : tensor<1x1xf16>, tensor<1x1xf16>) outs(%cst : tensor<1x1xf16>) {
    ^bb0(%in: f16, %in_6: f16, %out: f16):
      %6 = arith.addf %in, %in_6 : f16
      %7 = arith.addf %6, %out : f16
      linalg.yield %7 : f16
    } -> tensor<1x1xf16>
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c-3_i32 = arith.constant -3 : i32
    %1 = math.ipowi %c2147483647_i32, %c-3_i32 : i32
    %cst_1 = arith.constant 5.000000e-01 : f16
    %2 = arith.minimumf %cst_1, %cst_1 : f16
    %cst_2 = arith.constant 1.500000e-01 : f32
    %3 = arith.extf %cst_2 : f32 to f64
    %cst_3 = arith.constant 1.000000e+02 : bf16
    %4 = arith.minnumf %cst_3, %cst_3 fastmath<nnan,ninf> : bf16
    %c20_i16 = arith.constant 20 : i16
    %5 = arith.cmpi sle, %c20_i16, %c20_i16 : i16
    scf.if %5 {
    }
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %cst_4 = arith.constant dense<[[[2147483647, 24]], [[0, 0]], [[0, 70]], [[1, 2147483647]], [[0, -1]], [[2147483647, 73]], [[0, 0]], [[2147483647, 0]]]> : vector<8x1x2xi32>
    %cst_5 = arith.constant dense<2147483647> : tensor<8x1x2xi32>
    return %c4611686018427387903, %cst_4, %cst_5 : index, vector<8x1x2xi32>, tensor<8x1x2xi32>
  }
}

