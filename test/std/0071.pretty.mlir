#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  memref.global @g0 : memref<3x2xi8> = dense<1>
  func.func private @ext0() -> (tensor<3x4xi8> {llvm.noundef, test.tag = "x"})
  module @inner {
    func.func @helper0() -> (i32 {llvm.signext}) {
      %0 = call @helper0() : () -> i32
      %c1_i16 = arith.constant 1 : i16
      cf.br ^bb1(%c1_i16 : i16)
    ^bb1(%1: i16):  // pred: ^bb0
      %cst = arith.constant 0.000000e+00 : f16
      %2 = arith.cmpf ord, %cst, %cst : f16
      cf.br ^bb2
    ^bb2:  // pred: ^bb1
      %3 = tensor.empty() : tensor<3x4xf64>
      %4 = tensor.empty() : tensor<3x4xf64>
      %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<3x4xf64>) outs(%4 : tensor<3x4xf64>) {
      ^bb0(%in: f64, %out: f64):
        %9 = arith.addf %in, %out : f64
        linalg.yield %9 : f64
      } -> tensor<3x4xf64>
      %c18_i8 = arith.constant 18 : i8
      %6 = arith.cmpi slt, %c18_i8, %c18_i8 : i8
      cf.cond_br %6, ^bb3(%c18_i8 : i8), ^bb4(%c18_i8 : i8)
    ^bb3(%7: i8):  // pred: ^bb2
      cf.br ^bb4(%7 : i8)
    ^bb4(%8: i8):  // 2 preds: ^bb2, ^bb3
      return %0 : i32
    }
  }
  func.func @f0(%arg0: tensor<4x2xi32> {llvm.noundef}, %arg1: tensor<4x?xi8>, %arg2: i16) -> (index, i32 {llvm.signext}) {
    %cst = arith.constant dense<[[0, 67], [6, 21], [41, 32767], [49, 1]]> : vector<4x2xi16>
    %0 = arith.bitcast %cst : vector<4x2xi16> to vector<4x2xbf16>
    %c75_i8 = arith.constant 75 : i8
    cf.br ^bb1(%c75_i8 : i8)
  ^bb1(%1: i8):  // pred: ^bb0
    %true = arith.constant true
    cf.assert %true, "ok"
    %cst_0 = arith.constant -2.500000e-01 : f16
    cf.br ^bb2(%cst_0 : f16)
  ^bb2(%2: f16):  // pred: ^bb1
    %3 = memref.get_global @g0 : memref<3x2xi8>
    %c14_i64 = arith.constant 14 : i64
    cf.switch %c14_i64 : i64, [
      default: ^bb3,
      2: ^bb3,
      5: ^bb3,
      6: ^bb3
    ]
  ^bb3:  // 4 preds: ^bb2, ^bb2, ^bb2, ^bb2
    %c1_i32 = arith.constant 1 : i32
    %4:2 = scf.while (%arg3 = %c1_i32) : (i32) -> (i32, i8) {
      %5 = scf.while (%arg4 = %c1_i32) : (i32) -> i32 {
        %low, %high = arith.mului_extended %arg2, %arg2 : i16
        %7 = arith.cmpi slt, %c75_i8, %c75_i8 : i8
        scf.if %7 {
        }
        %8 = arith.cmpi sge, %c75_i8, %c75_i8 : i8
        %c2147483647_i32 = arith.constant 2147483647 : i32
        scf.condition(%8) %c2147483647_i32 : i32
      } do {
      ^bb0(%arg4: i32):
        scf.yield %c1_i32 : i32
      }
      %c0_i16 = arith.constant 0 : i16
      %6 = arith.cmpi ule, %arg2, %c0_i16 : i16
      %c1_i8 = arith.constant 1 : i8
      scf.condition(%6) %arg3, %c1_i8 : i32, i8
    } do {
    ^bb0(%arg3: i32, %arg4: i8):
      scf.yield %c1_i32 : i32
    }
    %c44 = arith.constant 44 : index
    return %c44, %4#0 : index, i32
  }
  func.func @kernel_1(%arg0: tensor<4x2xi32>, %arg1: i32 {llvm.noundef, test.tag = "x"}) -> i8 attributes {ref = @inner::@helper0} {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = math.erf %cst fastmath<reassoc,contract> : f64
    %c127_i8 = arith.constant 127 : i8
    cf.br ^bb1(%c127_i8 : i8)
  ^bb1(%1: i8):  // pred: ^bb0
    %2 = arith.divsi %arg1, %arg1 : i32
    %false = arith.constant false
    cf.cond_br %false, ^bb2(%1 : i8), ^bb2(%1 : i8)
  ^bb2(%3: i8):  // 2 preds: ^bb1, ^bb1
    %c-17_i64 = arith.constant -17 : i64
    %c-1_i64 = arith.constant -1 : i64
    %4 = arith.maxsi %c-17_i64, %c-1_i64 : i64
    cf.br ^bb3(%arg1, %3 : i32, i8)
  ^bb3(%5: i32, %6: i8):  // pred: ^bb2
    %7 = tensor.empty() : tensor<3x4xf64>
    %8 = tensor.empty() : tensor<4x3xf64>
    %transposed = linalg.transpose ins(%7 : tensor<3x4xf64>) outs(%8 : tensor<4x3xf64>) permutation = [1, 0] 
    %c17_i32 = arith.constant 17 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    cf.switch %c17_i32 : i32, [
      default: ^bb4(%5 : i32),
      4294967295: ^bb4(%c2147483647_i32 : i32),
      1: ^bb4(%arg1 : i32)
    ]
  ^bb4(%9: i32):  // 3 preds: ^bb3, ^bb3, ^bb3
    %10 = arith.negf %cst : f64
    return %c127_i8 : i8
  }
}

