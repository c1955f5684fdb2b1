#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  module @inner {
    func.func public @helper7(%arg0: tensor<8xi32>, %arg1: tensor<8x?x4xi32>, %arg2: vector<8xf32>, %arg3: f16) -> memref<?x3xf16> attributes {test.kernel} {
      %c5 = arith.constant 5 : index
      %alloc = memref.alloc(%c5) : memref<?x8x4xbf16>
      %c0 = arith.constant 0 : index
      %c0_0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %0 = memref.load %alloc[%c0, %c0_0, %c2] : memref<?x8x4xbf16>
      cf.br ^bb1(%arg3, %arg3 : f16, f16)
    ^bb1(%1: f16, %2: f16):  // pred: ^bb0
      %3 = arith.mulf %arg2, %arg2 fastmath<arcp> : vector<8xf32>
      %c-1_i64 = arith.constant -1 : i64
      cf.switch %c-1_i64 : i64, [
        default: ^bb2,
        1: ^bb2,
        3: ^bb2,
        6: ^bb2
      ]
    ^bb2:  // 4 preds: ^bb1, ^bb1, ^bb1, ^bb1
      %c0_1 = arith.constant 0 : index
      %c6 = arith.constant 6 : index
      %c3 = arith.constant 3 : index
      scf.for %arg4 = %c0_1 to %c6 step %c3 {
      }
      %4 = arith.cmpi sge, %c5, %c0_0 : index
      %cst = arith.constant 1.000000e+00 : f64
      %c1_i32 = arith.constant 1 : i32
      cf.cond_br %4, ^bb4(%c1_i32 : i32), ^bb3(%cst : f64)
    ^bb3(%5: f64):  // pred: ^bb2
      %c-6_i32 = arith.constant -6 : i32
      cf.br ^bb4(%c-6_i32 : i32)
    ^bb4(%6: i32):  // 2 preds: ^bb2, ^bb3
      %c4 = arith.constant 4 : index
      %alloca = memref.alloca(%c4) : memref<?x3xf16>
      return %alloca : memref<?x3xf16>
    }
  }
  func.func @fn.0(%arg0: tensor<1x8xindex> {llvm.noundef}, %arg1: i32 {llvm.zeroext}, %arg2: i32 {llvm.noundef}) -> (f32, vector<8xf16> {llvm.noundef, test.tag = "x"}, i32) attributes {ref = @inner::@helper7} {
    %0 = tensor.empty() : tensor<8xi32>
    %1 = tensor.empty() : tensor<8x2xi32>
    %broadcasted = linalg.broadcast ins(%0 : tensor<8xi32>) outs(%1 : tensor<8x2xi32>) dimensions = [1] 
    %cst = arith.constant 2.500000e+00 : f16
    %2 = arith.cmpf uge, %cst, %cst fastmath<arcp> : f16
    %cst_0 = arith.constant dense<0> : vector<8xi16>
    %3 = math.ipowi %cst_0, %cst_0 : vector<8xi16>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c1_1 = arith.constant 1 : index
    %cst_2 = arith.constant 1.000000e+00 : bf16
    %cst_3 = arith.constant 2.500000e+00 : f16
    %4:2 = scf.for %arg3 = %c1 to %c2 step %c1_1 iter_args(%arg4 = %cst_2, %arg5 = %cst_3) -> (bf16, f16) {
      %8 = scf.index_switch %arg3 -> f64 
      case 2 {
        %cst_8 = arith.constant dense<[[27, 0, 1, 62, 44, 1, 75, 4611686018427387903]]> : tensor<1x8xindex>
        %9:3 = func.call @fn.0(%cst_8, %arg2, %arg2) : (tensor<1x8xindex>, i32, i32) -> (f32, vector<8xf16>, i32)
        %10 = arith.cmpi sgt, %9#2, %arg2 : i32
        %11 = scf.if %10 -> (i32) {
          %c7 = arith.constant 7 : index
          %c1_10 = arith.constant 1 : index
          %12 = tensor.empty(%c7, %c1_10) : tensor<?x?x4xf16>
          %cst_11 = arith.constant -1.000000e+00 : f64
          %cst_12 = arith.constant 1.500000e-01 : f64
          %13 = arith.minimumf %cst_11, %cst_12 fastmath<nnan,ninf,nsz> : f64
          scf.yield %arg2 : i32
        } else {
          %cst_10 = arith.constant 4.000000e+02 : f32
          %12 = arith.remf %9#0, %cst_10 : f32
          %13 = tensor.empty() : tensor<3x8x4xi32>
          %14 = arith.trunci %13 : tensor<3x8x4xi32> to tensor<3x8x4xi8>
          scf.yield %arg1 : i32
        }
        %c4 = arith.constant 4 : index
        %c6 = arith.constant 6 : index
        %alloc = memref.alloc(%c4)[%c6] {alignment = 64 : i64} : memref<?x4xf32, #map>
        %cst_9 = arith.constant 1.000000e+00 : f64
        scf.yield %cst_9 : f64
      }
      default {
        %c-1_i16 = arith.constant -1 : i16
        %9 = math.ipowi %c-1_i16, %c-1_i16 : i16
        %c0_i32 = arith.constant 0 : i32
        %sum, %overflow = arith.addui_extended %c0_i32, %c0_i32 : i32, i1
        %10 = arith.xori %9, %9 : i16
        %cst_8 = arith.constant -2.500000e-01 : f64
        scf.yield %cst_8 : f64
      }
      %cst_6 = arith.constant dense<4.000000e+02> : tensor<8x2xf32>
      %cst_7 = arith.constant dense<[[3.000000e+00, 1.000000e+00, 5.000000e-01, -1.000000e+00, 1.500000e-01, 0.000000e+00, 1.000000e+00, 1.500000e-01], [-2.500000e-01, 1.000000e+00, 1.000000e+00, 4.000000e+02, 4.000000e+02, -7.500000e+00, 1.000000e+00, -7.500000e+00]]> : tensor<2x8xf32>
      %transposed = linalg.transpose ins(%cst_6 : tensor<8x2xf32>) outs(%cst_7 : tensor<2x8xf32>) permutation = [1, 0] 
      scf.yield %arg4, %cst_3 : bf16, f16
    }
    %5 = tensor.empty() : tensor<8xbf16>
    %6 = tensor.empty() : tensor<8xbf16>
    %7 = arith.maximumf %5, %6 : tensor<8xbf16>
    %cst_4 = arith.constant -1.000000e+00 : f32
    %cst_5 = arith.constant dense<1.500240e-01> : vector<8xf16>
    return %cst_4, %cst_5, %arg2 : f32, vector<8xf16>, i32
  }
}

