module {
  func.func private @ext0(i8)
  func.func private @ext1() -> (i8, i8 {llvm.noundef})
  func.func @f0(%arg0: memref<4x3xi32> {llvm.noundef}) -> (i8, tensor<3x3xi32>) {
    %cst = arith.constant 5.000000e-01 : f16
    %0 = math.powf %cst, %cst : f16
    %c1 = arith.constant 1 : index
    %1:2 = scf.index_switch %c1 -> i32, i8 
    case 2 {
      %cst_1 = arith.constant dense<[127, 0, 0, 127]> : vector<4xi8>
      %2 = arith.andi %cst_1, %cst_1 : vector<4xi8>
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %c0_i8 = arith.constant 0 : i8
      scf.yield %c2147483647_i32, %c0_i8 : i32, i8
    }
    case 5 {
      %c0_i32 = arith.constant 0 : i32
      %c46_i8 = arith.constant 46 : i8
      scf.yield %c0_i32, %c46_i8 : i32, i8
    }
    default {
      %c0_i32 = arith.constant 0 : i32
      %c35_i8 = arith.constant 35 : i8
      scf.yield %c0_i32, %c35_i8 : i32, i8
    }
    %cst_0 = arith.constant dense<[[-8, 0, 66], [0, 1, 44], [-2, 2147483647, 1]]> : tensor<3x3xi32>
    return %1#1, %cst_0 : i8, tensor<3x3xi32>
  }
  func.func @fn.1(%arg0: tensor<8x1xi32>, %arg1: i8 {test.foo = 1 : i32}) -> i8 attributes {test.kernel} {
    call @ext0(%arg1) : (i8) -> ()
    %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<8x1xi32> into tensor<8xi32>
    %cst = arith.constant dense<18> : tensor<3x3xi32>
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %extracted = tensor.extract %cst[%c2, %c2_0] : tensor<3x3xi32>
    return %arg1 : i8
  }
}

