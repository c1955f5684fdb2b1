#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  module @inner {
    func.func @helper4(%arg0: tensor<2xindex> {llvm.noundef}, %arg1: vector<3x4xindex>) -> (memref<3x4xf32> {test.foo = 1 : i32}, index) {
      %alloc = memref.alloc() : memref<2x8x4xi32>
      linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc : memref<2x8x4xi32>) outs(%alloc : memref<2x8x4xi32>) {
      ^bb0(%in: i32, %out: i32):
        %5 = arith.addi %in, %out : i32
        linalg.yield %5 : i32
      }
      cf.br ^bb1
    ^bb1:  // pred: ^bb0
      %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
      %alloc_1 = memref.alloc() : memref<2xf32>
      linalg.mul ins(%alloc_0, %alloc_1 : memref<2xf32>, memref<2xf32>) outs(%alloc_1 : memref<2xf32>)
      %cst = arith.constant 1.000000e+00 : f32
      cf.br ^bb2(%cst : f32)
    ^bb2(%0: f32):  // pred: ^bb1
      %c4611686018427387903 = arith.constant 4611686018427387903 : index
      %1:2 = scf.index_switch %c4611686018427387903 -> f32, f32 
      case 0 {
        scf.yield %0, %0 : f32, f32
      }
      case 4 {
        scf.yield %0, %0 : f32, f32
      }
      case 7 {
        scf.yield %0, %0 : f32, f32
      }
      default {
        %cst_4 = arith.constant -2.500000e-01 : f32
        scf.yield %cst_4, %cst_4 : f32, f32
      }
      %c80_i32 = arith.constant 80 : i32
      cf.br ^bb3(%c80_i32 : i32)
    ^bb3(%2: i32):  // pred: ^bb2
      %cst_2 = arith.constant 4.000000e+02 : f32
      %c57 = arith.constant 57 : index
      cf.br ^bb4(%cst_2, %c57 : f32, index)
    ^bb4(%3: f32, %4: index):  // pred: ^bb3
      %alloc_3 = memref.alloc() : memref<3x4xf32>
      return %alloc_3, %4 : memref<3x4xf32>, index
    }
  }
  func.func @f0(%arg0: f32, %arg1: f32 {llvm.noundef, test.tag = "x"}) -> (index, bf16, tensor<?x3xindex>) attributes {ref = @inner::@helper4} {
    %c39 = arith.constant 39 : index
    %0 = scf.index_switch %c39 -> f32 
    case 1 {
      %5 = tensor.empty() : tensor<3x4xf32>
      %c1_1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %extracted_slice = tensor.extract_slice %5[%c1_1, %c3] [1, 1] [1, 1] : tensor<3x4xf32> to tensor<1x1xf32>
      %cst_2 = arith.constant dense<[[1.000000e+00, 4.000000e+02, -2.500000e-01, 3.000000e+00], [1.000000e+00, 1.000000e+00, 4.000000e+02, -1.000000e+00], [5.000000e-01, 4.000000e+02, 3.000000e+00, 4.000000e+02]]> : tensor<3x4xf32>
      %6 = arith.mulf %5, %cst_2 : tensor<3x4xf32>
      scf.yield %arg1 : f32
    }
    case 3 {
      %c0 = arith.constant 0 : index
      %c7 = arith.constant 7 : index
      %c1_1 = arith.constant 1 : index
      %c0_2 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c1_3 = arith.constant 1 : index
      scf.parallel (%arg2, %arg3) = (%c0, %c0_2) to (%c7, %c4) step (%c1_1, %c1_3) {
        %cst_4 = arith.constant dense<0> : vector<3x4xindex>
        %cst_5 = arith.constant dense<1.000000e+02> : vector<3x4xf32>
        %5 = arith.remf %cst_5, %cst_5 fastmath<fast> : vector<3x4xf32>
        scf.reduce 
      }
      scf.yield %arg0 : f32
    }
    default {
      %alloc = memref.alloc() : memref<8x4xf64>
      linalg.transpose ins(%alloc : memref<8x4xf64>) outs(%alloc : memref<8x4xf64>) permutation = [0, 1] 
      scf.yield %arg0 : f32
    }
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %1 = arith.cmpi ule, %c39, %c39 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    cf.cond_br %1, ^bb2(%c39, %c1_0 : index, index), ^bb2(%c39, %c1 : index, index)
  ^bb2(%2: index, %3: index):  // 2 preds: ^bb1, ^bb1
    %cst = arith.constant -2.500000e-01 : bf16
    %c8 = arith.constant 8 : index
    %4 = tensor.empty(%c8) : tensor<?x3xindex>
    return %c39, %cst, %4 : index, bf16, tensor<?x3xindex>
  }
}

