#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  module @inner {
    func.func public @helper3(%arg0: f64, %arg1: tensor<8x4xf32>, %arg2: index, %arg3: vector<4xi16>) -> (f32 {llvm.noundef, test.tag = "x"}) {
      %0 = tensor.empty() : tensor<8xf32>
      %true = arith.constant true
      cf.cond_br %true, ^bb1(%arg0 : f64), ^bb1(%arg0 : f64)
    ^bb1(%1: f64):  // 2 preds: ^bb0, ^bb0
      %cst = arith.constant dense<[127, 127, 0, 8, -1, -1, 127, 1]> : tensor<8xi8>
      %c6 = arith.constant 6 : index
      %extracted = tensor.extract %cst[%c6] : tensor<8xi8>
      %cst_0 = arith.constant 0.000000e+00 : f64
      cf.br ^bb2(%cst_0 : f64)
    ^bb2(%2: f64):  // pred: ^bb1
      %c4 = arith.constant 4 : index
      %c3 = arith.constant 3 : index
      %extracted_1 = tensor.extract %arg1[%c4, %c3] : tensor<8x4xf32>
      %c2147483647_i32 = arith.constant 2147483647 : i32
      cf.switch %c2147483647_i32 : i32, [
        default: ^bb3,
        1: ^bb3,
        3: ^bb3,
        6: ^bb3
      ]
    ^bb3:  // 4 preds: ^bb2, ^bb2, ^bb2, ^bb2
      %cst_2 = arith.constant 3.000000e+00 : f32
      return %cst_2 : f32
    }
  }
  func.func @compute0(%arg0: f64, %arg1: tensor<2xf32> {test.foo = 1 : i32}, %arg2: f64, %arg3: vector<4xf32> {llvm.noundef, test.tag = "x"}) -> memref<8xf32> attributes {ref = @inner::@helper3} {
    %0 = call @compute0(%arg0, %arg1, %arg2, %arg3) : (f64, tensor<2xf32>, f64, vector<4xf32>) -> memref<8xf32>
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.index_cast %c1_i32 : i32 to index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0 : memref<8xf32>
    %cst = arith.constant 1.000000e+00 : f16
    %2 = math.asinh %cst : f16
    %3 = arith.negf %arg3 : vector<4xf32>
    %cst_0 = arith.constant dense<[-1, 80, 1, 32767]> : vector<4xi16>
    %low, %high = arith.mului_extended %cst_0, %cst_0 : vector<4xi16>
    %cst_1 = arith.constant 4.000000e+02 : f32
    %4 = arith.remf %cst_1, %cst_1 : f32
    %c-16_i16 = arith.constant -16 : i16
    %5 = arith.subi %c-16_i16, %c-16_i16 overflow<nsw> : i16
    %6 = arith.cmpi ule, %5, %c-16_i16 : i16
    %c0_2 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %7 = scf.for %arg4 = %c0_2 to %dim step %c2 iter_args(%arg5 = %arg2) -> (f64) {
      %cst_4 = arith.constant 3.000000e+00 : bf16
      %9 = math.fma %cst_4, %cst_4, %cst_4 : bf16
      scf.execute_region {
        %10 = arith.extui %5 : i16 to i32
        %cst_5 = arith.constant dense<[[9, 69, 2147483647, 44], [32, -1, 0, 51], [-1, 45, -5, 29], [57, 1, 38, -1]]> : tensor<4x4xi32>
        %11 = tensor.empty() : tensor<4xi32>
        %12 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%cst_5, %cst_5 : tensor<4x4xi32>, tensor<4x4xi32>) outs(%11 : tensor<4xi32>) {
        ^bb0(%in: i32, %in_6: i32, %out: i32):
          %14 = arith.addi %in, %in_6 : i32
          %15 = arith.addi %14, %out : i32
          linalg.yield %15 : i32
        } -> tensor<4xi32>
        %13 = arith.remui %10, %c1_i32 : i32
        scf.yield
      }
      scf.yield %arg0 : f64
    }
    %cst_3 = arith.constant dense<[1.000000e+00, 0.000000e+00, -1.000000e+00, -1.000000e+00]> : tensor<4xf64>
    %8 = arith.fptosi %cst_3 : tensor<4xf64> to tensor<4xi32>
    %alloca = memref.alloca() : memref<8xf32>
    return %alloca : memref<8xf32>
  }
}

