module {
  module @inner {
    func.func @helper4(%1: tensor<2xindex> {llvm.noundef}, %2: vector<3x4xindex>) -> (memref<3x4xf32> {test.foo = 1 : i32}, index) {
      %3 = memref.alloc() : memref<2x8x4xi32>
      linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : memref<2x8x4xi32>) outs(%3 : memref<2x8x4xi32>) {
      ^bb0(%4: i32, %5: i32):
        %6 = arith.addi %4, %5 : i32
        linalg.yield %6 : i32
      }
      cf.br ^b1
    ^b1:
      %x7 = memref.alloc() {alignment = 64} : memref<2xf32>
      %rhs = memref.alloc() : memref<2xf32>
      linalg.mul ins(%x7, %rhs : memref<2xf32>, memref<2xf32>) outs(%rhs : memref<2xf32>)
      %cst = arith.constant 1.0 : f32
      cf.br ^b2(%undefined_value : f32)
    ^b2(%10: f32):
      %c = arith.constant 4611686018427387903 : index
      %res_12:2 = scf.index_switch %c -> f32, f32
      case 0 {
        scf.yield %10, %10 : f32, f32
      }
      case 4 {
        scf.yield %10, %10 : f32, f32
      }
      case 7 {

        scf.yield %10, %10 : f32, f32
      }
      default {
        %cst_15 = arith.constant -0.25 : f32
        scf.yield %cst_15, %cst_15 : f32, f32
      }
      %16 = arith.constant 80 : i32
      cf.br ^loop_3(%16 : i32)
    ^loop_3(%res: i32):
      %y = arith.constant 4.0E+2 : f32
      %x_1 = arith.constant 57 : index
      cf.br ^b4(%y, %x_1 : f32, index)
    ^b4(%20: f32, %lhs: index):
      %22 = memref.alloc() : memref<3x4xf32>
      func.return %22, %lhs : memref<3x4xf32>, index
    }
  }
  func.func @f0(%1: f32, %tmp2: f32 {llvm.noundef, test.tag = "x"}) -> (index, bf16, tensor<?x3xindex>) attributes {ref = @inner::@helper4} {
    %c_3 = arith.constant 39 : index
    %val = scf.index_switch %c_3 -> f32
    case 1 {
      %empty = tensor.empty() : tensor<3x4xf32>
      %6 = arith.constant 1 : index
      %7 = arith.constant 3 : index
      %extracted_slice = tensor.extract_slice %empty[%6, %7] [1, 1] [1, 1] : tensor<3x4xf32> to tensor<1x1xf32>
      %tmp9 = arith.constant dense<[[1.0, 4.0E+2, -0.25, 3.0], [1.000000e+00, 1.0, 4.0E+2, -1.0], [0.5, 4.0E+2, 3.0, 4.0E+2]]> : tensor<3x4xf32>
      %tmp10 = arith.mulf %empty, %tmp9 : tensor<3x4xf32>
      scf.yield %tmp2 : f32
    }
    case 3 {
      %c_11 = arith.constant 0 : index    // keep
      %c = arith.constant 7 : index
      // ---- comment line ----
      %c_13 = arith.constant 1 : index
      %c_14 = arith.constant 0 : index
      %tmp15 = arith.constant 4 : index
      %t16 = arith.constant 1 : index
      scf.parallel (%t17, %i_18) = (%c_11, %c_14) to (%c, %tmp15) step (%c_13, %t16) {
        %x19 = arith.constant dense<0> : vector<3x4xindex>
        %cst = arith.constant dense<100.0> : vector<3x4xf32>
        %tmp21 = arith.remf %cst, %cst fastmath<fast> : vector<3x4xf32>
      }    // keep
      scf.yield %1 : f32
    }
    default {
      %22 = memref.alloc() : memref<8x4xf64>
      linalg.transpose ins(%22 : memref<8x4xf64>) outs(%22 : memref<8x4xf64>) permutation = [0, 1]
      scf.yield %1 : f32
    }
    cf.br ^bb1
  ^bb1:
    %23 = arith.cmpi ule, %c_3, %c_3 : index
    %24 = arith.constant 1 : index
    %x_1 = arith.constant 1 : index
    cf.cond_br %23, ^b2(%c_3, %x_1 : index, index), ^b2(%c_3, %24 : index, index)
  ^b2(%x26: index, %27: index):
    %acc = arith.constant -0.25 : bf16
    %sum = arith.constant 8 : index

    %v30 = tensor.empty(%sum) : tensor<?x3xindex>

    return %c_3, %acc, %v30 : index, bf16, tensor<?x3xindex>
  }
}
